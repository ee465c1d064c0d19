/** The normalisers: untrusted wire records in, domain entities of src/domain/types.ts out. */
export { normaliseBackendDevelopment, normaliseTokkoDevelopment } from './development'
export { InvalidRecordError, isInvalidRecordError, type RecordKind } from './errors'
export { htmlToText, plainTextToHtml, sanitiseHtml } from './html'
export {
  normaliseList,
  readTastypieMeta,
  type ListMeta,
  type NormalisedList,
  type RejectedRecord,
} from './list'
export { normaliseNewsEntry } from './news'
export { normaliseBackendProperty, normaliseTokkoProperty } from './property'
export { normaliseSettings } from './settings'
export { normaliseSearchSummary } from './summary'
export {
  floorFromLabel,
  normaliseBackendUnit,
  normaliseTokkoUnit,
  tokkoUnitFromProperty,
} from './units'
