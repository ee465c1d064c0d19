/** Developments from either source; the fields shared with a property come from its normaliser. */
import type { ConstructionStatus, Development, DevelopmentUnit, Property } from '../../domain/types'
import type { BackendDevelopment, TokkoDevelopment } from '../wireTypes'
import { fields, toArray, toBool, toInteger, toLine } from './coerce'
import { isInvalidRecordError } from './errors'
import { readUserInCharge } from './producer'
import { buildBackendProperty, buildTokkoProperty } from './property'
import { normaliseBackendUnit } from './units'

function toConstructionStatus(value: unknown): ConstructionStatus | null {
  const code = toInteger(value)
  return code === 3 || code === 4 || code === 6 ? code : null
}

type Own = Pick<
  Development,
  | 'name'
  | 'construction_status'
  | 'construction_date'
  | 'display_on_web'
  | 'financing_details'
  | 'producer'
  | 'units'
>

function assemble(property: Property, title: string, own: Own): Development {
  // Each falls back on the other; with neither, the address names the development.
  const name = own.name || title || property.address
  return {
    id: property.id,
    name,
    publication_title: title || name,
    address: property.address,
    fake_address: property.fake_address,
    type: property.type,
    construction_status: own.construction_status,
    construction_date: own.construction_date,
    display_on_web: own.display_on_web,
    is_starred_on_web: property.is_starred_on_web,
    location: property.location,
    tags: property.tags,
    custom_tags: property.custom_tags,
    files: property.files,
    photos: property.photos,
    blueprints: property.blueprints,
    videos: property.videos,
    tour_360: property.tour_360,
    financing_details: own.financing_details,
    producer: own.producer,
    description: property.description,
    description_text: property.description_text,
    geo: property.geo,
    units: own.units,
  }
}

/** A Tokko development; its units come from a separate search, so `units` is empty. */
export function normaliseTokkoDevelopment(raw: unknown): Development {
  const property = buildTokkoProperty(raw, 'development')
  const record = fields<TokkoDevelopment>(raw)
  return assemble(property, toLine(record.publication_title), {
    name: toLine(record.name),
    construction_status: toConstructionStatus(record.construction_status),
    construction_date: toLine(record.construction_date),
    display_on_web: toBool(record.display_on_web, true),
    financing_details: toLine(record.financing_details),
    producer: readUserInCharge(record.users_in_charge) ?? property.producer,
    units: [],
  })
}

/** Units of a backend development; one without a valid id is left out, not the development. */
function backendUnits(value: unknown, parent: { id: number; name: string }): DevelopmentUnit[] {
  const units: DevelopmentUnit[] = []
  for (const item of toArray(value)) {
    try {
      const unit = normaliseBackendUnit(item)
      units.push(unit.development ? unit : { ...unit, development: parent })
    } catch (error) {
      if (!isInvalidRecordError(error)) throw error
    }
  }
  return units
}

/** A backend development with its embedded units. */
export function normaliseBackendDevelopment(raw: unknown): Development {
  const property = buildBackendProperty(raw, 'development')
  const record = fields<BackendDevelopment>(raw)
  const title = toLine(record.commercial_description) || toLine(record.publication_title)
  const development = assemble(property, title, {
    name: toLine(record.name),
    construction_status: toConstructionStatus(record.construction_status),
    construction_date: toLine(record.finish_date),
    display_on_web: toBool(record.is_active, true),
    financing_details: toLine(record.financing_details),
    producer: property.producer,
    units: [],
  })
  return {
    ...development,
    units: backendUnits(record.units, { id: development.id, name: development.name }),
  }
}
