import {
  FAVOURITES_STORAGE_KEY,
  parseStoredFavourites,
  readStoredFavourites,
  writeStoredFavourites,
} from './favouritesStorage'

describe('parseStoredFavourites', () => {
  it('reads a stored list back in order', () => {
    const raw = JSON.stringify([
      { id: 3, operation: 1 },
      { id: 8, operation: 3 },
    ])
    expect(parseStoredFavourites(raw)).toEqual([
      { id: 3, operation: 1 },
      { id: 8, operation: 3 },
    ])
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '[{"id": 3,'],
    ['an object', '{"id": 3}'],
    ['a number', '42'],
    ['a string', '"favoritos"'],
    ['JSON null', 'null'],
  ])('ignores %s', (_what, raw) => {
    expect(parseStoredFavourites(raw)).toEqual([])
  })

  it('keeps the valid entries of a list and drops the foreign ones', () => {
    const raw = JSON.stringify([
      null,
      7,
      'x',
      { id: '12' },
      { id: -4 },
      { id: 0 },
      { id: 1.5 },
      { id: 2 ** 60 },
      { name: 'casa' },
      { id: 12, operation: 9 },
      { id: 13, operation: 2, extra: true },
    ])
    expect(parseStoredFavourites(raw)).toEqual([
      { id: 12, operation: null },
      { id: 13, operation: 2 },
    ])
  })

  it('keeps one entry per id, where it was last added', () => {
    const raw = JSON.stringify([
      { id: 1, operation: 1 },
      { id: 2, operation: 1 },
      { id: 1, operation: 2 },
    ])
    expect(parseStoredFavourites(raw)).toEqual([
      { id: 2, operation: 1 },
      { id: 1, operation: 2 },
    ])
  })

  it('cuts a stuffed list to its last 200 entries', () => {
    const raw = JSON.stringify(Array.from({ length: 5000 }, (_, index) => ({ id: index + 1 })))
    const entries = parseStoredFavourites(raw)
    expect(entries).toHaveLength(200)
    expect(entries[0]?.id).toBe(4801)
    expect(entries.at(-1)?.id).toBe(5000)
  })
})

describe('reading and writing localStorage', () => {
  afterEach(() => {
    jest.restoreAllMocks()
    window.localStorage.clear()
  })

  it('writes what it reads back', () => {
    writeStoredFavourites([{ id: 5, operation: 1 }])
    expect(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBe('[{"id":5,"operation":1}]')
    expect(readStoredFavourites()).toEqual([{ id: 5, operation: 1 }])
  })

  it('reads a corrupt value as no favourites', () => {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, '{{{')
    expect(readStoredFavourites()).toEqual([])
  })

  it('survives a storage that refuses to be read or written (private mode, full quota)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(readStoredFavourites()).toEqual([])
    expect(() => writeStoredFavourites([{ id: 1, operation: 1 }])).not.toThrow()
  })
})
