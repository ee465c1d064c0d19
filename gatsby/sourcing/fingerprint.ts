/**
 * A small record of what the site's pages show, kept by each successful build so that
 * `npm run changes` (and the publisher) can tell whether a rebuild is needed without building:
 * one digest per published record (its public form, which is all a page can show) plus the few
 * fields a person wants named in the report: prices, status, creation date, title.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { formatFullPrice } from '../../src/domain/property/price'
import { publicDevelopment, publicProperty } from '../../src/domain/contracts/publicRecord'
import type { Property, PropertyStatus } from '../../src/domain/types'
import type { Catalogue } from './fetchCatalogue'

const VERSION = 1

export interface PropertyMark {
  /** Digest of the public record. */
  d: string
  t: string
  /** Prices as the pages show them ("Venta USD 120.000 · Alquiler ARS 900.000"). */
  p: string
  s: PropertyStatus
  c: string
}

export interface DevelopmentMark {
  d: string
  t: string
  /** How many units it lists. */
  u: number
}

export interface NewsMark {
  d: string
  t: string
  /** date_published */
  c: string
}

export interface CatalogueFingerprint {
  version: typeof VERSION
  settings: string
  properties: Record<string, PropertyMark>
  developments: Record<string, DevelopmentMark>
  news: Record<string, NewsMark>
}

const digest = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)

function pricesText(property: Property): string {
  return property.operations
    .map(
      (operation) =>
        `${operation.operation_type} ${operation.prices
          .map((price) => formatFullPrice(price, { visible: property.web_price }))
          .join(' / ')}`,
    )
    .join(' · ')
}

/** The fingerprint of a fetched catalogue; the same data always gives the same fingerprint. */
export function fingerprintCatalogue(catalogue: Catalogue): CatalogueFingerprint {
  const properties: Record<string, PropertyMark> = {}
  for (const property of catalogue.properties) {
    properties[property.id] = {
      d: digest(publicProperty(property)),
      t: property.title,
      p: pricesText(property),
      s: property.status,
      c: property.created_at,
    }
  }
  const developments: Record<string, DevelopmentMark> = {}
  for (const development of catalogue.developments) {
    developments[development.id] = {
      d: digest(publicDevelopment(development)),
      t: development.name || development.publication_title,
      u: development.units.length,
    }
  }
  const news: Record<string, NewsMark> = {}
  for (const entry of catalogue.news)
    news[entry.id] = { d: digest(entry), t: entry.title, c: entry.date_published }
  return { version: VERSION, settings: digest(catalogue.settings), properties, developments, news }
}

export type ChangeKind = 'added' | 'removed' | 'changed'

export interface CatalogueChange {
  record: 'property' | 'development' | 'news' | 'settings'
  id: number | null
  kind: ChangeKind
  /** In Spanish, for the report: "precio Venta USD 120.000 → Venta USD 110.000". */
  detail: string
}

const STATUS_NAMES: Record<PropertyStatus, string> = {
  2: 'Disponible',
  3: 'Reservada',
  4: 'No disponible',
}

function propertyDetail(before: PropertyMark, after: PropertyMark): string {
  const parts: string[] = []
  if (before.p !== after.p) parts.push(`precio ${before.p || '—'} → ${after.p || '—'}`)
  if (before.s !== after.s)
    parts.push(`estado ${STATUS_NAMES[before.s]} → ${STATUS_NAMES[after.s]}`)
  if (before.t !== after.t) parts.push(`título «${before.t}» → «${after.t}»`)
  return parts.length ? parts.join('; ') : 'otros datos (descripción, fotos, características…)'
}

function compare<T extends { d: string; t: string }>(
  record: CatalogueChange['record'],
  before: Record<string, T>,
  after: Record<string, T>,
  changedDetail: (before: T, after: T) => string,
): CatalogueChange[] {
  const changes: CatalogueChange[] = []
  for (const [id, mark] of Object.entries(after)) {
    const old = before[id]
    if (!old) changes.push({ record, id: Number(id), kind: 'added', detail: `«${mark.t}»` })
    else if (old.d !== mark.d)
      changes.push({ record, id: Number(id), kind: 'changed', detail: changedDetail(old, mark) })
  }
  for (const [id, mark] of Object.entries(before)) {
    if (!(id in after))
      changes.push({ record, id: Number(id), kind: 'removed', detail: `«${mark.t}»` })
  }
  return changes.sort((a, b) => (a.id ?? 0) - (b.id ?? 0))
}

/** What differs between the last published build's fingerprint and the services' data now. */
export function diffFingerprints(
  before: CatalogueFingerprint,
  after: CatalogueFingerprint,
): CatalogueChange[] {
  return [
    ...(before.settings === after.settings
      ? []
      : [{ record: 'settings' as const, id: null, kind: 'changed' as const, detail: '' }]),
    ...compare('property', before.properties, after.properties, propertyDetail),
    ...compare('development', before.developments, after.developments, (old, mark) =>
      old.u === mark.u ? 'datos o unidades' : `unidades ${old.u} → ${mark.u}`,
    ),
    ...compare('news', before.news, after.news, () => 'título o contenido'),
  ]
}

const RECORD_NAMES = {
  property: ['Propiedad', 'nueva', 'retirada', 'cambió'],
  development: ['Emprendimiento', 'nuevo', 'retirado', 'cambió'],
  news: ['Novedad', 'nueva', 'retirada', 'cambió'],
  settings: ['Configuración del sitio', 'nueva', 'retirada', 'cambió'],
} as const

/** One line of the report: "Propiedad 1234: cambió (precio Venta USD 1 → Venta USD 2)". */
export function describeChange(change: CatalogueChange): string {
  const [name, added, removed, changed] = RECORD_NAMES[change.record]
  const what = change.kind === 'added' ? added : change.kind === 'removed' ? removed : changed
  const subject = change.id === null ? name : `${name} ${change.id}`
  return change.detail ? `${subject}: ${what} (${change.detail})` : `${subject}: ${what}`
}

export const FINGERPRINT_FILE = 'fingerprint.json'
const PENDING_FILE = 'fingerprint.pending.json'

/** Written aside and renamed: a reader never finds half a file. */
/**
 * A build-state file written aside during a build becomes the state (renamed: whole or not at
 * all); false when this build wrote none.
 */
export function promotePending(stateDir: string, pending: string, promoted: string): boolean {
  const from = path.join(stateDir, pending)
  if (!existsSync(from)) return false
  renameSync(from, path.join(stateDir, promoted))
  return true
}

export function writeAtomically(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(`${file}.partial`, content)
  renameSync(`${file}.partial`, file)
}

/** The fingerprint the last successful build stored, or null (none, unreadable, older format). */
export function readFingerprint(stateDir: string): CatalogueFingerprint | null {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(stateDir, FINGERPRINT_FILE), 'utf8'),
    ) as CatalogueFingerprint
    return parsed.version === VERSION && typeof parsed.properties === 'object' ? parsed : null
  } catch {
    return null
  }
}

/** Sourcing keeps the fingerprint of what it fetched aside until the build has succeeded. */
export function writePendingFingerprint(stateDir: string, fingerprint: CatalogueFingerprint): void {
  writeAtomically(path.join(stateDir, PENDING_FILE), JSON.stringify(fingerprint))
}

/** A successful build's fingerprint becomes the one `npm run changes` compares against. */
export function promotePendingFingerprint(stateDir: string): boolean {
  return promotePending(stateDir, PENDING_FILE, FINGERPRINT_FILE)
}
