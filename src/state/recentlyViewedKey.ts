/** Where the device keeps its recently viewed properties (recentlyViewedStorage.ts reads it). */
export const RECENTLY_VIEWED_STORAGE_KEY = 'inmobiliaria:vistas'
