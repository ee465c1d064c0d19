/**
 * The demo's location tree. Palermo (24728) and Belgrano (24682) are Tokko's real ids and 24665
 * is the Capital Federal id its own examples use; the other ids are the demo's. Search matches a
 * location against the property's leaf or any ancestor, so the tree matters, not the numbers.
 */
import type { TokkoLocation } from '../../src/broker/wireTypes'

export type LocationProfile = 'urban' | 'suburban' | 'rural'

export interface DemoLocation {
  id: number
  name: string
  parentId: number | null
  /** Only leaves (barrios, localidades) hold properties. */
  leaf?: {
    lat: number
    lng: number
    /** Real streets of the area, for believable addresses. */
    streets: readonly string[]
    zip: string
    profile: LocationProfile
    /** Sale price of a well-kept apartment, USD per m². */
    usdPerM2: number
  }
}

const COUNTRY = 1
const CAPITAL = 24665
const ZONA_NORTE = 26500
const VICENTE_LOPEZ = 26510
const SAN_ISIDRO = 26520
const TIGRE = 26530
const EXALTACION = 26540

export const LOCATIONS: readonly DemoLocation[] = [
  { id: COUNTRY, name: 'Argentina', parentId: null },
  { id: CAPITAL, name: 'Capital Federal', parentId: COUNTRY },
  { id: ZONA_NORTE, name: 'G.B.A. Zona Norte', parentId: COUNTRY },
  { id: VICENTE_LOPEZ, name: 'Vicente López', parentId: ZONA_NORTE },
  { id: SAN_ISIDRO, name: 'San Isidro', parentId: ZONA_NORTE },
  { id: TIGRE, name: 'Tigre', parentId: ZONA_NORTE },
  { id: EXALTACION, name: 'Exaltación de la Cruz', parentId: ZONA_NORTE },
  barrio(24728, 'Palermo', -34.5884, -58.4302, 'C1414', 3100, [
    'Gorriti',
    'Honduras',
    'Thames',
    'Armenia',
    'Malabia',
    'El Salvador',
    'Av. Santa Fe',
    'Guatemala',
  ]),
  barrio(24682, 'Belgrano', -34.5627, -58.4568, 'C1428', 2950, [
    'Av. Cabildo',
    'Juramento',
    'Echeverría',
    'Mendoza',
    'Virrey del Pino',
    '11 de Septiembre',
    'Sucre',
  ]),
  barrio(24731, 'Recoleta', -34.5874, -58.3975, 'C1425', 2850, [
    'Ayacucho',
    'Junín',
    'Av. Callao',
    'Arenales',
    'Vicente López',
    'Uriburu',
    'Peña',
  ]),
  barrio(24690, 'Caballito', -34.6186, -58.4421, 'C1405', 2200, [
    'Av. Rivadavia',
    'Rosario',
    'Acoyte',
    'Doblas',
    'Av. Pedro Goyena',
    'Hidalgo',
  ]),
  barrio(24756, 'Villa Crespo', -34.599, -58.4386, 'C1414', 2300, [
    'Av. Corrientes',
    'Serrano',
    'Padilla',
    'Murillo',
    'Castillo',
    'Vera',
  ]),
  barrio(24737, 'Núñez', -34.5447, -58.4624, 'C1429', 2900, [
    'Av. del Libertador',
    'Cuba',
    "O'Higgins",
    'Manuela Pedraza',
    'Crisólogo Larralde',
    'Arribeños',
  ]),
  barrio(24694, 'Colegiales', -34.5746, -58.4485, 'C1426', 2700, [
    'Conde',
    'Zapiola',
    'Federico Lacroze',
    'Virrey Avilés',
    'Moldes',
    'Amenábar',
  ]),
  barrio(24676, 'Almagro', -34.6091, -58.4211, 'C1199', 2000, [
    'Av. Díaz Vélez',
    'Bulnes',
    'Mario Bravo',
    'Medrano',
    'Yatay',
    'Gascón',
  ]),
  barrio(24749, 'San Telmo', -34.6213, -58.3731, 'C1103', 2100, [
    'Defensa',
    'Bolívar',
    'Chacabuco',
    'Perú',
    'Estados Unidos',
    'Humberto Primo',
  ]),
  barrio(24762, 'Villa Urquiza', -34.5733, -58.487, 'C1431', 2500, [
    'Av. Triunvirato',
    'Monroe',
    'Bucarelli',
    'Olazábal',
    'Mendoza',
    'Pedro Ignacio Rivera',
  ]),
  barrio(24743, 'Puerto Madero', -34.6118, -58.363, 'C1107', 5400, [
    'Juana Manso',
    'Olga Cossettini',
    'Aimé Painé',
    'Azucena Villaflor',
    'Pierina Dealessi',
  ]),
  localidad(26511, 'Olivos', VICENTE_LOPEZ, -34.5078, -58.4881, 'B1636', 2600, 'suburban', [
    'Av. Maipú',
    'Corrientes',
    'Roma',
    'Ugarte',
    'Juan de Garay',
    'Gaspar Campos',
  ]),
  localidad(26521, 'San Isidro', SAN_ISIDRO, -34.4721, -58.5276, 'B1642', 2700, 'suburban', [
    '25 de Mayo',
    'Belgrano',
    'Alsina',
    'Av. Centenario',
    'Acassuso',
    'Chacabuco',
  ]),
  localidad(26522, 'Martínez', SAN_ISIDRO, -34.4925, -58.503, 'B1640', 2800, 'suburban', [
    'Alvear',
    'Av. Santa Fe',
    'Uruguay',
    'Albarellos',
    'Las Heras',
    'Ladislao Martínez',
  ]),
  localidad(26531, 'Nordelta', TIGRE, -34.4033, -58.6447, 'B1670', 3000, 'suburban', [
    'Av. de los Lagos',
    'Av. del Puerto',
    'Los Castores',
    'La Isla',
    'Portezuelo',
  ]),
  localidad(26541, 'Capilla del Señor', EXALTACION, -34.292, -59.104, 'B2812', 900, 'rural', [
    'Ruta Provincial 39',
    'Camino a Los Cardales',
    'Ruta Provincial 193',
    'Camino de la Costa',
  ]),
]

function barrio(
  id: number,
  name: string,
  lat: number,
  lng: number,
  zip: string,
  usdPerM2: number,
  streets: string[],
): DemoLocation {
  return {
    id,
    name,
    parentId: CAPITAL,
    leaf: { lat, lng, streets, zip, profile: 'urban', usdPerM2 },
  }
}

function localidad(
  id: number,
  name: string,
  parentId: number,
  lat: number,
  lng: number,
  zip: string,
  usdPerM2: number,
  profile: LocationProfile,
  streets: string[],
): DemoLocation {
  return { id, name, parentId, leaf: { lat, lng, streets, zip, profile, usdPerM2 } }
}

const BY_ID = new Map(LOCATIONS.map((location) => [location.id, location]))

/** The location with this id, if the tree has it. */
export function locationById(id: number): DemoLocation | undefined {
  return BY_ID.get(id)
}

/** The location's id followed by every ancestor's, nearest first. */
export function lineage(id: number): number[] {
  const ids: number[] = []
  for (let current = BY_ID.get(id); current; current = BY_ID.get(current.parentId ?? -1)) {
    ids.push(current.id)
  }
  return ids
}

/** Locations that can hold properties, with their leaf data. */
export const LEAVES = LOCATIONS.filter(
  (location): location is DemoLocation & { leaf: NonNullable<DemoLocation['leaf']> } =>
    location.leaf !== undefined,
)

const LOCATION_OBJECTS = new Map<number, TokkoLocation>()

/**
 * The embedded `location` object of a property or development (tokko-api.md §3.2). Records share
 * one object per location: the data is never mutated, and 20,000 copies would slow generation.
 */
export function tokkoLocation(id: number): TokkoLocation {
  let location = LOCATION_OBJECTS.get(id)
  if (!location) {
    location = buildLocation(id)
    LOCATION_OBJECTS.set(id, location)
  }
  return location
}

function buildLocation(id: number): TokkoLocation {
  const names = lineage(id)
    .reverse()
    .map((ancestor) => BY_ID.get(ancestor)?.name ?? '')
  const location = BY_ID.get(id)
  return {
    id,
    name: location?.name ?? '',
    full_location: names.join(' | '),
    short_location: names.slice(1).join(' | '),
    divisions: LOCATIONS.filter((child) => child.parentId === id).map((child) => ({
      id: child.id,
      name: child.name,
      resource_uri: `/api/v1/location/${child.id}/`,
    })),
    parent_division: location?.parentId ? `/api/v1/location/${location.parentId}/` : null,
    zip_code: location?.leaf?.zip ?? null,
  }
}
