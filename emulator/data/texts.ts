/** Spanish listing copy: titles, plain descriptions and the agents' HTML versions. */
import { TYPE } from './taxonomy'
import type { Random } from './random'
import type { Shape } from './shapes'

export interface ListingCopy {
  title: string
  description: string
  richDescription: string
}

// One formatter for all listings: building one per call is slow at 20,000 properties.
const THOUSANDS = new Intl.NumberFormat('es-AR')

const ADJECTIVES = [
  'Luminoso',
  'Excelente',
  'Amplio',
  'Impecable',
  'Moderno',
  'Muy lindo',
  'Espectacular',
]

/** "74,5" rather than "74.5": Spanish decimal comma in visible text. */
function decimal(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',')
}

function surfaceText(shape: Shape): string {
  return shape.measurement === 'Ha' ? `${decimal(shape.land)} Ha` : `${shape.total} m²`
}

function roomsText(rooms: number): string {
  return rooms === 1 ? 'monoambiente' : `${rooms} amb.`
}

/** A highlight drawn from the property's tags, e.g. "con balcón". */
function highlight(tagNames: string[], rng: Random): string {
  const wanted = [
    'Balcón',
    'Terraza',
    'Pileta',
    'Jardín',
    'Patio',
    'Parrilla',
    'Cochera',
    'Amenities',
  ]
  const present = wanted.filter((name) => tagNames.includes(name))
  if (present.length === 0) return ''
  const first = rng.pick(present).toLowerCase()
  return ` con ${first}`
}

/** A title an agent would write for this property. */
export function listingTitle(
  typeId: number,
  shape: Shape,
  place: string,
  tagNames: string[],
  rng: Random,
): string {
  const extra = highlight(tagNames, rng)
  const adjective =
    shape.age === 0 ? 'A estrenar:' : shape.age > 45 ? 'Reciclado' : rng.pick(ADJECTIVES)
  switch (typeId) {
    case TYPE.departamento:
      return `${adjective} ${roomsText(shape.rooms)}${extra} en ${place}`
    case TYPE.ph:
      return `PH ${roomsText(shape.rooms)}${extra || ' con patio propio'} en ${place}`
    case TYPE.casa:
      return `Casa ${shape.rooms} amb.${extra} en ${place}`
    case TYPE.oficina:
      return `Oficina ${shape.total} m² en ${place}`
    case TYPE.local:
      return `Local a la calle ${shape.total} m² en ${place}`
    case TYPE.terreno:
      return shape.measurement === 'Ha'
        ? `Fracción de ${surfaceText(shape)} en ${place}`
        : `Lote ${surfaceText(shape)} en ${place}`
    case TYPE.campo:
      return `Campo ${surfaceText(shape)} en ${place}`
    case TYPE.cochera:
      return `Cochera cubierta en ${place}`
    default:
      return `Propiedad en ${place}`
  }
}

const OPENINGS = [
  'Excelente oportunidad en una de las zonas más buscadas de',
  'Muy buena propiedad, ideal para vivir o invertir, en',
  'Propiedad en muy buen estado, con excelente luz natural, en',
  'Hermosa propiedad, a metros de transporte y comercios, en',
]

const CLOSINGS = [
  'Coordiná tu visita con nuestros asesores.',
  'No dejes pasar esta oportunidad: consultanos por más información.',
  'Las medidas y superficies son aproximadas.',
]

function detailLines(typeId: number, shape: Shape): string[] {
  const lines: string[] = []
  if (shape.rooms > 0 && typeId !== TYPE.oficina) {
    lines.push(shape.rooms === 1 ? 'Monoambiente' : `${shape.rooms} ambientes`)
  }
  if (shape.suites > 0) lines.push(`${shape.suites} dormitorio${shape.suites > 1 ? 's' : ''}`)
  if (shape.bathrooms > 0) lines.push(`${shape.bathrooms} baño${shape.bathrooms > 1 ? 's' : ''}`)
  if (shape.roofed > 0) lines.push(`Superficie cubierta: ${shape.roofed} m²`)
  if (shape.measurement === 'Ha') lines.push(`Superficie total: ${decimal(shape.land)} Ha`)
  else if (shape.total > 0) lines.push(`Superficie total: ${shape.total} m²`)
  if (shape.parking > 0) lines.push(`${shape.parking} cochera${shape.parking > 1 ? 's' : ''}`)
  if (shape.expenses > 0) lines.push(`Expensas aproximadas: $${THOUSANDS.format(shape.expenses)}`)
  return lines
}

/** Title, plain description and HTML description for one listing. */
export function listingCopy(
  typeId: number,
  shape: Shape,
  place: string,
  tagNames: string[],
  rng: Random,
): ListingCopy {
  const title = listingTitle(typeId, shape, place, tagNames, rng)
  const opening =
    shape.age === -1
      ? `Unidad en construcción, con entrega según el avance de obra, en ${place}.`
      : `${rng.pick(OPENINGS)} ${place}.`
  const details = detailLines(typeId, shape)
  const amenities = tagNames.length > 0 ? `Cuenta con: ${tagNames.join(', ')}.` : ''
  const closing = rng.pick(CLOSINGS)
  const description = [opening, details.map((line) => `- ${line}`).join('\n'), amenities, closing]
    .filter(Boolean)
    .join('\n\n')
  const richDescription = [
    `<p><strong>${title}</strong></p>`,
    `<p>${opening}</p>`,
    `<ul>${details.map((line) => `<li>${line}</li>`).join('')}</ul>`,
    amenities ? `<p>${amenities}</p>` : '',
    `<p><em>${closing}</em></p>`,
  ].join('')
  return { title, description, richDescription }
}
