/**
 * Where the device keeps its recently viewed properties. Alone in its module so that a page can
 * ask whether there is a list without loading the code that reads one.
 */
export const RECENTLY_VIEWED_STORAGE_KEY = 'inmobiliaria:vistas'
