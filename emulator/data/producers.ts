/** The agency's agents (Tokko's `producer`, tokko-api.md §3.6), also the team on the about page. */
import type { TokkoProducer } from '../../src/broker/wireTypes'
import { photoUrl } from './mediaAddresses'

export const AGENCY_DOMAIN = 'inmobiliaria-demo.com.ar'

const AGENTS = [
  { id: 5021, name: 'Laura Benítez', position: 'Asesora comercial' },
  { id: 5022, name: 'Martín Ochoa', position: 'Martillero y corredor público' },
  { id: 5023, name: 'Sofía Quiroga', position: 'Asesora de alquileres' },
  { id: 5024, name: 'Julián Ferreyra', position: 'Emprendimientos' },
  { id: 5025, name: 'Valentina Ríos', position: 'Asesora comercial' },
  { id: 5026, name: 'Diego Acosta', position: 'Tasaciones' },
] as const

/** Lower-case ASCII with dots instead of spaces, for e-mail local parts and slugs. */
export function asciiSlug(text: string, separator = '-'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '')
}

/** The agents with absolute picture addresses under `base`. */
export function generateProducers(base: string): Required<TokkoProducer>[] {
  return AGENTS.map((agent, index) => ({
    id: agent.id,
    name: agent.name,
    email: `${asciiSlug(agent.name.split(' ')[0] ?? agent.name, '.')}@${AGENCY_DOMAIN}`,
    phone: `+54 11 5555-01${String(10 + index)}`,
    cellphone: `+54 9 11 5555-02${String(10 + index)}`,
    picture: photoUrl(base, 'agent', agent.id, 0, 'image'),
    position: agent.position,
  }))
}
