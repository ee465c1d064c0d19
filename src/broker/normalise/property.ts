/** Properties from either source (spec §3); both give the same Property for the same listing. */
import type {
  DevelopmentRef,
  Location,
  Operation,
  Property,
  PropertyStatus,
  PropertyType,
  SurfaceMeasurement,
} from '../../domain/types'
import type { BackendProperty, TokkoDevelopmentRef, TokkoProperty } from '../wireTypes'
import {
  backendTags,
  backendType,
  customTags,
  tokkoTags,
  tokkoType,
  UNKNOWN_TYPE,
} from './taxonomy'
import {
  fields,
  surfaceText,
  toBool,
  toGeo,
  toInteger,
  toIsoDateTime,
  toLine,
  toMeasurement,
  toNumber,
  toPositiveId,
  toText,
  type Unchecked,
} from './coerce'
import { requireId, requireRecord, type RecordKind } from './errors'
import { htmlToText, plainTextToHtml, richTextToHtml, sanitiseHtml } from './html'
import { backendLocation, tokkoLocation } from './location'
import { backendMedia, tokkoMedia } from './listingMedia'
import { readOperations } from './operations'
import { readProducer } from './producer'

type SurfaceField =
  'surface' | 'total_surface' | 'roofed_surface' | 'semiroofed_surface' | 'unroofed_surface'

type Surfaces = Pick<Property, SurfaceField | `${SurfaceField}_measurement`>

type SharedRaw = Unchecked<
  Pick<
    TokkoProperty & BackendProperty,
    | SurfaceField
    | 'reference_code'
    | 'address'
    | 'fake_address'
    | 'real_address'
    | 'room_amount'
    | 'suite_amount'
    | 'bathroom_amount'
    | 'toilet_amount'
    | 'parking_lot_amount'
    | 'age'
    | 'expenses'
    | 'geo_lat'
    | 'geo_long'
    | 'created_at'
    | 'development'
    | 'status'
  >
>

function count(value: unknown): number | null {
  const amount = toInteger(value)
  return amount !== null && amount >= 0 ? amount : null
}

function surfaces(raw: SharedRaw, measure: (field: SurfaceField) => SurfaceMeasurement): Surfaces {
  return {
    surface: surfaceText(raw.surface),
    total_surface: surfaceText(raw.total_surface),
    roofed_surface: surfaceText(raw.roofed_surface),
    semiroofed_surface: surfaceText(raw.semiroofed_surface),
    unroofed_surface: surfaceText(raw.unroofed_surface),
    surface_measurement: measure('surface'),
    total_surface_measurement: measure('total_surface'),
    roofed_surface_measurement: measure('roofed_surface'),
    semiroofed_surface_measurement: measure('semiroofed_surface'),
    unroofed_surface_measurement: measure('unroofed_surface'),
  }
}

/**
 * Tokko's availability: 3 Reservada and 4 No disponible are kept (development units carry them);
 * anything else, absent included, is a published listing's 2 (api-contract.md, `status`).
 */
function availability(value: unknown): PropertyStatus {
  const status = toInteger(value)
  return status === 3 || status === 4 ? status : 2
}

function developmentRef(value: unknown): DevelopmentRef | null {
  const raw = fields<TokkoDevelopmentRef>(value)
  const id = toPositiveId(raw.id)
  return id === null ? null : { id, name: toLine(raw.name) }
}

function shared(raw: SharedRaw) {
  // Inner spaces are kept as sent: the legacy URL rule turns each one into a hyphen (urls.ts).
  const address = toText(raw.address)
  const fakeAddress = toText(raw.fake_address)
  const age = toInteger(raw.age)
  const expenses = toNumber(raw.expenses)
  return {
    reference_code: toLine(raw.reference_code),
    address: address || fakeAddress,
    fake_address: fakeAddress || address,
    real_address: toText(raw.real_address),
    development: developmentRef(raw.development),
    room_amount: count(raw.room_amount),
    suite_amount: count(raw.suite_amount),
    bathroom_amount: count(raw.bathroom_amount),
    toilet_amount: count(raw.toilet_amount),
    parking_lot_amount: count(raw.parking_lot_amount),
    age: age !== null && age >= -1 ? age : null,
    expenses: expenses !== null && expenses > 0 ? expenses : null,
    geo: toGeo(raw.geo_lat, raw.geo_long),
    created_at: toIsoDateTime(raw.created_at),
    status: availability(raw.status),
  }
}

function joinNames(names: string[]): string {
  const last = names[names.length - 1] ?? ''
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${last}` : last
}

function titleFor(
  given: unknown,
  type: PropertyType,
  operations: Operation[],
  location: Location,
): string {
  const title = toLine(given)
  if (title) return title
  const parts = [type.name === UNKNOWN_TYPE ? 'Propiedad' : type.name]
  if (operations.length) parts.push(joinNames(operations.map((op) => op.operation_type)))
  if (location.name) parts.push(location.name)
  return parts.join(' en ')
}

function withText(html: string): Pick<Property, 'description' | 'description_text'> {
  return { description: html, description_text: htmlToText(html) }
}

/** Tokko's rich description when it has any text left once sanitised, else the plain one. */
function tokkoDescription(rich: unknown, plain: unknown) {
  const fromRich = withText(sanitiseHtml(toText(rich)))
  return fromRich.description_text ? fromRich : withText(plainTextToHtml(toText(plain)))
}

/** A Property from a Tokko record; `kind` names the record in the error for a missing id. */
export function buildTokkoProperty(input: unknown, kind: RecordKind): Property {
  const raw = requireRecord<TokkoProperty>(input, kind)
  const id = requireId(raw.id, kind)
  const measurement = toMeasurement(raw.surface_measurement)
  const type = tokkoType(raw.type)
  const location = tokkoLocation(raw.location)
  const operations = readOperations(raw.operations)
  return {
    id,
    title: titleFor(raw.publication_title, type, operations, location),
    ...shared(raw),
    ...surfaces(raw, () => measurement),
    is_starred_on_web: toBool(raw.is_starred_on_web, false),
    web_price: toBool(raw.web_price, true),
    location,
    type,
    tags: tokkoTags(raw.tags),
    custom_tags: customTags(raw.custom_tags),
    ...tokkoMedia(raw),
    operations,
    // Tokko has no parking type (tokko-api.md §3.1).
    parking_lot_type: '',
    producer: readProducer(raw.producer),
    ...tokkoDescription(raw.rich_description, raw.description),
  }
}

/** A Property from a backend record; `kind` names the record in the error for a missing id. */
export function buildBackendProperty(input: unknown, kind: RecordKind): Property {
  const raw = requireRecord<BackendProperty>(input, kind)
  const id = requireId(raw.id, kind)
  const type = backendType(raw.property_type)
  const location = backendLocation(raw.location)
  const operations = readOperations(raw.operations)
  // Each surface may carry its own unit; otherwise the record's, otherwise square metres.
  const measure = (field: SurfaceField) =>
    toMeasurement(toText(raw[`${field}_measurement`]) || raw.surface_measurement)
  return {
    id,
    title: titleFor(raw.publication_title, type, operations, location),
    ...shared(raw),
    ...surfaces(raw, measure),
    is_starred_on_web: toBool(raw.featured, false),
    web_price: toBool(raw.show_price, true),
    location,
    type,
    tags: backendTags(raw),
    custom_tags: customTags(raw.tags),
    ...backendMedia(raw),
    operations,
    parking_lot_type: toLine(raw.parking_lot_type),
    producer: readProducer(raw.producer),
    ...withText(richTextToHtml(toText(raw.description))),
  }
}

/** A Tokko property object (proxy search or detail) as a Property; throws InvalidRecordError. */
export function normaliseTokkoProperty(raw: unknown): Property {
  return buildTokkoProperty(raw, 'property')
}

/** A backend listing (template or ficha) as a Property; throws InvalidRecordError. */
export function normaliseBackendProperty(raw: unknown): Property {
  return buildBackendProperty(raw, 'property')
}
