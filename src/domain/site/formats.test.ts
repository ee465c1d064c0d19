import {
  compareNames,
  compareNamesNumerically,
  longDay,
  longMonth,
  oneDecimal,
  twoDecimals,
  wholeNumber,
} from './formats'

const intl = (digits: number) => new Intl.NumberFormat('es-AR', { maximumFractionDigits: digits })
const SAMPLES = [
  0,
  -0,
  0.5,
  1.5,
  2.5,
  -0.4,
  1.005,
  1.255,
  0.125,
  79.25,
  100.999,
  999.995,
  1234,
  12345,
  123456,
  1234567.891,
  -1234.5,
  250000,
  94000,
  0.001,
  1e20,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
]

describe('numbers as es-AR writes them', () => {
  it.each([
    [0, wholeNumber],
    [1, oneDecimal],
    [2, twoDecimals],
  ] as const)('match Intl with up to %i decimals on every sample', (digits, write) => {
    for (const value of SAMPLES)
      expect([value, write(value)]).toEqual([value, intl(digits).format(value)])
  })

  it('group thousands with dots and decimals with a comma', () => {
    expect(twoDecimals(1234567.891)).toBe('1.234.567,89')
    expect(wholeNumber(94000)).toBe('94.000')
    expect(oneDecimal(1.5)).toBe('1,5')
  })

  it('match Intl on a sweep of amounts and fractions', () => {
    for (let cents = 0; cents < 200_000; cents += 7) {
      const value = cents / 1000
      expect(twoDecimals(value)).toBe(intl(2).format(value))
    }
  })
})

describe('long dates', () => {
  const day = new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const month = new Intl.DateTimeFormat('es-AR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

  it('match Intl for every month', () => {
    for (let index = 0; index < 12; index++) {
      const date = new Date(Date.UTC(2026, index, 9 + index))
      expect(longDay(date)).toBe(day.format(date))
      expect(longMonth(date)).toBe(month.format(date))
    }
    expect(longDay(new Date(Date.UTC(2026, 2, 12)))).toBe('12 de marzo de 2026')
    expect(longMonth(new Date(Date.UTC(2026, 11, 1)))).toBe('diciembre de 2026')
  })
})

describe('name order', () => {
  const NAMES = [
    'Ñuñoa',
    'Nueva Córdoba',
    'nuñez',
    'Núñez',
    'Olivos',
    'olivos',
    'Álamos',
    'Alamos',
    'alto',
    'Belgrano',
    'Bella Vista',
    'Caballito',
    'Canning',
    'Chacarita',
    'Zárate',
    'zona norte',
    'Piso 2',
    'Piso 10',
    'Piso 1',
    'piso 02',
    'PB',
    'PB - A',
    'Piso 3 - 3B',
    'Piso 3 - 3A',
    'Piso 3 - 12A',
    'UF 9',
    'UF 10',
    'Torre 1 Piso 2',
    'Torre 10 Piso 1',
    '',
    'Ña',
    'Nz',
    'O',
    'Güemes',
    'Guemes',
    'San Isidro',
    'San Telmo',
    'Santa Fe',
    'Villa Crespo',
    'Villa Urquiza',
    'Ituzaingó',
    'Quilmes',
    'Dpto 5',
    'Dpto 5B',
    'Dpto 5 B',
    'Lote 3',
    'Lote 30',
    'Lote 3A',
  ]
  const sign = (value: number) => Math.sign(value)

  it('orders every pair as Intl.Collator("es") does at base strength', () => {
    const collator = new Intl.Collator('es', { sensitivity: 'base' })
    for (const a of NAMES)
      for (const b of NAMES)
        expect([a, b, sign(compareNames(a, b))]).toEqual([a, b, sign(collator.compare(a, b))])
  })

  it('orders numbers by value as the numeric collator does', () => {
    const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })
    for (const a of NAMES)
      for (const b of NAMES)
        expect([a, b, sign(compareNamesNumerically(a, b))]).toEqual([
          a,
          b,
          sign(collator.compare(a, b)),
        ])
  })

  it('puts ñ after n and ignores case and accents', () => {
    expect(['Ñandú', 'Olmos', 'Nueva'].sort(compareNames)).toEqual(['Nueva', 'Ñandú', 'Olmos'])
    expect(compareNames('ÁLAMOS', 'alamos')).toBe(0)
    expect(['Piso 10', 'Piso 2', 'Piso 1'].sort(compareNamesNumerically)).toEqual([
      'Piso 1',
      'Piso 2',
      'Piso 10',
    ])
  })
})
