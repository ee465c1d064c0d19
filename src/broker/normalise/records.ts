/**
 * The normalisers of whole records (properties, developments, units, news, settings), which the
 * clients load on first use (listing.ts): the search summary every page asks for needs none.
 */
export { normaliseBackendDevelopment, normaliseTokkoDevelopment } from './development'
export { normaliseNewsEntry } from './news'
export { normaliseBackendProperty, normaliseTokkoProperty } from './property'
export { normaliseSettings } from './settings'
export { normaliseTokkoUnit } from './units'
