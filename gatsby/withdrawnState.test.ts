import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeProperty } from '../__tests__/support/factories'
import { parsePublished, parseWithdrawn } from '../src/domain/property/withdrawn'
import {
  promotePendingListings,
  PUBLISHED_FILE,
  readPendingWithdrawn,
  updateWithdrawnState,
  WITHDRAWN_FILE,
} from './withdrawnState'

const NOW = new Date('2026-11-12T15:00:00.000Z')
const catalogue = [1, 2, 3].map((id) => makeProperty({ id }))

describe('the withdrawn listings build state', () => {
  let dir: string
  let warnings: string[]
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'withdrawn-'))
    warnings = []
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8')
  const build = (properties = catalogue, keepDays = 90) =>
    updateWithdrawnState(dir, properties, {
      now: NOW,
      keepDays,
      warn: (message) => warnings.push(message),
    })

  it('keeps its pair aside until the build succeeds, then the next build starts from it', () => {
    // A first build finds neither file, as expected: nothing to warn about.
    expect(build()).toEqual([])
    expect(warnings).toEqual([])
    expect(existsSync(path.join(dir, PUBLISHED_FILE))).toBe(false)
    expect(parsePublished(read('published.pending.json')).listings).toHaveLength(3)

    promotePendingListings(dir)
    expect(existsSync(path.join(dir, 'published.pending.json'))).toBe(false)
    expect(parsePublished(read(PUBLISHED_FILE)).listings).toHaveLength(3)
    expect(parseWithdrawn(read(WITHDRAWN_FILE)).listings).toEqual([])

    warnings = []
    const withdrawn = build(catalogue.slice(0, 2))
    expect(warnings).toEqual([])
    expect(withdrawn.map((listing) => [listing.id, listing.withdrawn_at])).toEqual([
      [3, '2026-11-12T15:00:00.000Z'],
    ])
    expect(readPendingWithdrawn(dir)).toEqual(withdrawn)
    // Not promoted yet: a build that fails now leaves the state as it was.
    expect(parseWithdrawn(read(WITHDRAWN_FILE)).listings).toEqual([])
  })

  it('reads a damaged file as empty, with a warning that says what is lost', () => {
    writeFileSync(path.join(dir, PUBLISHED_FILE), '{"version":1,"listings":[{"id":')
    writeFileSync(path.join(dir, WITHDRAWN_FILE), '{"version":1,"listings":[]}')
    expect(build()).toEqual([])
    expect(warnings).toEqual([
      'published.json no es JSON válido (¿un archivo cortado?): las propiedades que dejaron el ' +
        'catálogo desde el último build no tendrán su página «ya no disponible».',
    ])
    // The next build starts from this one's listings again.
    expect(parsePublished(read('published.pending.json')).listings).toHaveLength(3)
  })

  it('warns when one file of the pair is gone: the state was damaged, not a first build', () => {
    writeFileSync(path.join(dir, PUBLISHED_FILE), '{"version":1,"listings":[]}')
    expect(build()).toEqual([])
    expect(warnings).toEqual([
      'withdrawn.json no está: las páginas «ya no disponible» de builds anteriores no se vuelven ' +
        'a publicar.',
    ])
  })

  it('finds no pending list when createPages wrote none', () => {
    expect(readPendingWithdrawn(dir)).toEqual([])
  })
})
