import {
  fields,
  isRecord,
  surfaceText,
  toArray,
  toBool,
  toGeo,
  toHttpUrl,
  toInteger,
  toIsoDate,
  toIsoDateTime,
  toLine,
  toMeasurement,
  toNumber,
  toPositiveId,
  toText,
} from './coerce'

describe('toNumber', () => {
  it.each([
    [74, 74],
    ['74.00', 74],
    [' 12.5 ', 12.5],
    ['1.234', 1.234],
    ['-34.5869210', -34.586921],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('reads %p as %p', (input, expected) => {
    expect(toNumber(input)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    '0x1A',
    'Infinity',
    '1,5',
    '1.234,56',
    null,
    undefined,
    NaN,
    Infinity,
    true,
    {},
    [],
    [5],
  ])('gives null for %p', (input) => {
    expect(toNumber(input)).toBeNull()
  })
})

describe('toInteger and toPositiveId', () => {
  it('reads whole numbers in any notation and refuses fractions', () => {
    expect(toInteger('3')).toBe(3)
    expect(toInteger('3.00')).toBe(3)
    expect(toInteger(-1)).toBe(-1)
    expect(toInteger('2.5')).toBeNull()
    expect(toInteger(2 ** 60)).toBeNull()
    expect(toInteger('')).toBeNull()
  })

  it('accepts only positive safe integers as ids', () => {
    expect(toPositiveId(7104123)).toBe(7104123)
    expect(toPositiveId('7104123')).toBe(7104123)
    expect(toPositiveId(0)).toBeNull()
    expect(toPositiveId(-4)).toBeNull()
    expect(toPositiveId('abc')).toBeNull()
    expect(toPositiveId(1.5)).toBeNull()
    expect(toPositiveId(null)).toBeNull()
  })
})

describe('toText and toLine', () => {
  it('trims strings, prints finite numbers and drops everything else', () => {
    expect(toText('  Palermo \n')).toBe('Palermo')
    expect(toText(42)).toBe('42')
    expect(toText(NaN)).toBe('')
    expect(toText(null)).toBe('')
    expect(toText(true)).toBe('')
    expect(toText({ name: 'x' })).toBe('')
  })

  it('collapses inner whitespace on one line', () => {
    expect(toLine('  Gorriti \n  4321\t3ºB ')).toBe('Gorriti 4321 3ºB')
  })
})

describe('toBool', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    [' FALSE ', false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
  ])('reads %p as %p', (input, expected) => {
    expect(toBool(input, !expected)).toBe(expected)
  })

  it.each([null, undefined, '', 'yes', 2, {}])('falls back for %p', (input) => {
    expect(toBool(input, true)).toBe(true)
    expect(toBool(input, false)).toBe(false)
  })
})

describe('records and arrays', () => {
  it('tells plain objects from null and arrays', () => {
    expect(isRecord({})).toBe(true)
    expect(isRecord(null)).toBe(false)
    expect(isRecord([])).toBe(false)
    expect(isRecord('x')).toBe(false)
  })

  it('gives no fields for a non-object and an empty array for a non-array', () => {
    expect(fields<{ id?: number }>(null)).toEqual({})
    expect(fields<{ id?: number }>({ id: 3 }).id).toBe(3)
    expect(toArray('abc')).toEqual([])
    expect(toArray({ 0: 'a' })).toEqual([])
    expect(toArray([1, 2])).toEqual([1, 2])
  })
})

describe('surfaceText', () => {
  it.each([
    ['74.00', '74'],
    ['12.50', '12.5'],
    [85, '85'],
    ['2.5', '2.5'],
    [0.1 + 0.2, '0.3'],
    ['8.66', '8.66'],
  ])('writes %p as %p', (input, expected) => {
    expect(surfaceText(input)).toBe(expected)
  })

  it.each([0, '0.00', -5, '-1', '', 'n/a', null, undefined, 0.00001])(
    'leaves %p empty',
    (input) => {
      expect(surfaceText(input)).toBe('')
    },
  )
})

describe('toMeasurement', () => {
  it.each(['Ha', 'ha', 'HA', 'Hectáreas', 'hectareas', 'Hectárea', 'ha.', ' Ha '])(
    'reads %p as hectares',
    (input) => {
      expect(toMeasurement(input)).toBe('Ha')
    },
  )

  it.each(['M2', 'm2', 'm²', '', null, 'acres', 5])('reads %p as square metres', (input) => {
    expect(toMeasurement(input)).toBe('M2')
  })
})

describe('toGeo', () => {
  it('reads strings and numbers', () => {
    expect(toGeo('-34.5869210', '-58.4312007')).toEqual({ lat: -34.586921, lng: -58.4312007 })
    expect(toGeo(-34.6, -58.4)).toEqual({ lat: -34.6, lng: -58.4 })
  })

  it.each([
    ['', ''],
    ['-34.58', ''],
    ['abc', '-58.4'],
    [null, null],
    [0, 0],
    ['0', '0.0'],
    [91, 10],
    [10, -181],
  ])('gives null for %p, %p', (lat, lng) => {
    expect(toGeo(lat, lng)).toBeNull()
  })
})

describe('toHttpUrl', () => {
  it('keeps absolute http(s) addresses, normalised', () => {
    expect(toHttpUrl(' https://static.example.com/a.jpg ')).toBe('https://static.example.com/a.jpg')
    expect(toHttpUrl('HTTP://Example.com')).toBe('http://example.com/')
    expect(toHttpUrl('https://example.com/a b.pdf')).toBe('https://example.com/a%20b.pdf')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/file',
    '/demo-media/a.jpg',
    '//cdn.example.com/a.jpg',
    'example.com/a.jpg',
    'http:example.com',
    'http://',
    '',
    null,
    42,
  ])('drops %p', (input) => {
    expect(toHttpUrl(input)).toBe('')
  })
})

describe('dates', () => {
  it('keeps ISO timestamps as sent, with a T between date and time', () => {
    expect(toIsoDateTime('2024-03-18T11:42:05')).toBe('2024-03-18T11:42:05')
    expect(toIsoDateTime('2024-03-18 11:42:05')).toBe('2024-03-18T11:42:05')
    expect(toIsoDateTime('2024-03-18T11:42:05.123Z')).toBe('2024-03-18T11:42:05.123Z')
    expect(toIsoDateTime('2024-03-18')).toBe('2024-03-18')
  })

  it.each(['2024-02-30T10:00:00', '2024-13-01', '2024-03-18T25:00:00', 'ayer', '', null, 17])(
    'refuses %p',
    (input) => {
      expect(toIsoDateTime(input)).toBe('')
    },
  )

  it('reads calendar dates from ISO and local forms', () => {
    expect(toIsoDate('2025-06-18')).toBe('2025-06-18')
    expect(toIsoDate('2025-06-18T09:30:00-03:00')).toBe('2025-06-18')
    expect(toIsoDate('18/06/2025')).toBe('2025-06-18')
    expect(toIsoDate('1/2/2025')).toBe('2025-02-01')
    expect(toIsoDate('31/02/2025')).toBe('')
    expect(toIsoDate('junio 2025')).toBe('')
  })
})
