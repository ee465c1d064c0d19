import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  makeDevelopment,
  makePrice,
  makeProperty,
  makeSettings,
  makeUnit,
} from '../../__tests__/support/factories'
import type { NewsEntry } from '../../src/domain/types'
import type { Catalogue } from './fetchCatalogue'
import {
  describeChange,
  diffFingerprints,
  fingerprintCatalogue,
  FINGERPRINT_FILE,
  promotePendingFingerprint,
  readFingerprint,
  writePendingFingerprint,
} from './fingerprint'

const news = (overrides: Partial<NewsEntry> = {}): NewsEntry => ({
  id: 7,
  title: 'Nuevas tasas hipotecarias',
  slug: 'nuevas-tasas',
  headline: 'Qué cambia',
  content: '<p>Texto</p>',
  date_published: '2026-11-20',
  tags: [],
  main_image: '',
  featured: false,
  author: 'Equipo',
  ...overrides,
})

function catalogue(overrides: Partial<Catalogue> = {}): Catalogue {
  return {
    settings: makeSettings(),
    properties: [
      makeProperty({ id: 1, title: 'Depto en Palermo' }),
      makeProperty({ id: 2, title: 'Casa en Tigre' }),
    ],
    developments: [makeDevelopment({ id: 40, units: [makeUnit({ id: 3 })] })],
    news: [news()],
    ...overrides,
  }
}

const changesBetween = (before: Catalogue, after: Catalogue) =>
  diffFingerprints(fingerprintCatalogue(before), fingerprintCatalogue(after)).map(describeChange)

describe('fingerprintCatalogue and diffFingerprints', () => {
  it('finds nothing between two fetches of the same data', () => {
    expect(fingerprintCatalogue(catalogue())).toEqual(fingerprintCatalogue(catalogue()))
    expect(changesBetween(catalogue(), catalogue())).toEqual([])
  })

  it('names a price change with both prices as the pages show them', () => {
    const after = catalogue()
    after.properties[0] = makeProperty({
      id: 1,
      title: 'Depto en Palermo',
      operations: [
        { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: 110_000 })] },
      ],
    })
    const before = catalogue()
    const was = before.properties[0]!.operations[0]!.prices[0]!.price
    expect(changesBetween(before, after)).toEqual([
      `Propiedad 1: cambió (precio Venta USD ${was!.toLocaleString('es-AR')} → Venta USD 110.000)`,
    ])
  })

  it('names a status change, a new listing and a withdrawn one', () => {
    const after = catalogue({
      properties: [
        makeProperty({ id: 1, title: 'Depto en Palermo', status: 3 }),
        makeProperty({ id: 9, title: 'Lote en Pilar' }),
      ],
    })
    expect(changesBetween(catalogue(), after)).toEqual([
      'Propiedad 1: cambió (estado Disponible → Reservada)',
      'Propiedad 2: retirada («Casa en Tigre»)',
      'Propiedad 9: nueva («Lote en Pilar»)',
    ])
  })

  it('notices any other change a page shows, but not the private exact address', () => {
    const described = catalogue()
    described.properties[1] = makeProperty({ id: 2, title: 'Casa en Tigre', description: 'Otra' })
    expect(changesBetween(catalogue(), described)).toEqual([
      'Propiedad 2: cambió (otros datos (descripción, fotos, características…))',
    ])
    const moved = catalogue()
    moved.properties[1] = makeProperty({ id: 2, title: 'Casa en Tigre', real_address: 'Piso 9' })
    expect(changesBetween(catalogue(), moved)).toEqual([])
  })

  it('tells developments, their units, news and settings apart', () => {
    const after = catalogue({
      settings: makeSettings({ name: 'Otra inmobiliaria' }),
      developments: [
        makeDevelopment({ id: 40, units: [makeUnit({ id: 3 }), makeUnit({ id: 4 })] }),
      ],
      news: [news(), news({ id: 8, title: 'Llegó el crédito' })],
    })
    expect(changesBetween(catalogue(), after)).toEqual([
      'Configuración del sitio: cambió',
      'Emprendimiento 40: cambió (unidades 1 → 2)',
      'Novedad 8: nueva («Llegó el crédito»)',
    ])
  })
})

describe('the stored fingerprint', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'fingerprint-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('becomes the baseline only once the build that fetched it is promoted', () => {
    const fingerprint = fingerprintCatalogue(catalogue())
    writePendingFingerprint(dir, fingerprint)
    expect(readFingerprint(dir)).toBeNull()
    expect(promotePendingFingerprint(dir)).toBe(true)
    expect(readFingerprint(dir)).toEqual(fingerprint)
    expect(promotePendingFingerprint(dir)).toBe(false)
  })

  it('reads a broken or older file as no baseline', () => {
    writeFileSync(path.join(dir, FINGERPRINT_FILE), '{"version": 0, "properties": {}}')
    expect(readFingerprint(dir)).toBeNull()
    writeFileSync(path.join(dir, FINGERPRINT_FILE), '{roto')
    expect(readFingerprint(dir)).toBeNull()
  })
})
