import { OSM_TILES, readMapTiles } from './mapTiles'

describe('readMapTiles', () => {
  it("defaults to OpenStreetMap's standard tiles, credited with a link", () => {
    for (const blank of [undefined, '', '  ']) {
      expect(readMapTiles(blank, undefined)).toEqual({
        template: OSM_TILES,
        attribution: {
          text: '© OpenStreetMap',
          url: 'https://www.openstreetmap.org/copyright',
        },
        imgSource: 'https://tile.openstreetmap.org',
      })
    }
  })

  it('takes a template and its credit, with an optional link as the last word', () => {
    expect(
      readMapTiles(
        ' http://127.0.0.1:4011/tiles/{z}/{x}/{y}.png ',
        '  Teselas de  prueba https://tiles.example/terminos ',
      ),
    ).toEqual({
      template: 'http://127.0.0.1:4011/tiles/{z}/{x}/{y}.png',
      attribution: { text: 'Teselas de prueba', url: 'https://tiles.example/terminos' },
      imgSource: 'http://127.0.0.1:4011',
    })
    expect(readMapTiles(OSM_TILES, 'Mapa de la agencia').attribution).toEqual({
      text: 'Mapa de la agencia',
      url: null,
    })
  })

  it('lets the default tiles be credited in other words', () => {
    const tiles = readMapTiles(undefined, '© colaboradores de OpenStreetMap')
    expect(tiles.template).toBe(OSM_TILES)
    expect(tiles.attribution.text).toBe('© colaboradores de OpenStreetMap')
  })

  it('widens the allowed host by its first label for a {s} subdomain', () => {
    const tiles = readMapTiles('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png?k=1', 'Ejemplo')
    expect(tiles.imgSource).toBe('https://*.tiles.example.com')
    expect(readMapTiles('https://t.example/{s}/{z}/{x}/{y}.png', 'Ejemplo').imgSource).toBe(
      'https://t.example',
    )
  })

  it.each([
    ['ftp://tiles.example/{z}/{x}/{y}.png', /^GATSBY_MAP_TILES debe ser una dirección http/],
    ['tiles/{z}/{x}/{y}.png', /^GATSBY_MAP_TILES debe ser una dirección http/],
    ['https://tiles.example/{z}/{x}.png', /^GATSBY_MAP_TILES debe llevar \{z\}, \{x\} e \{y\}/],
    ['https://tiles.example/{z}/{x}/{y}/{capa}.png', /\{capa\} no es un marcador conocido/],
    ['https://tiles-{s}.example/{z}/{x}/{y}.png', /\{s\} solo puede ser el primer nombre/],
  ])('refuses %s with a message naming the variable', (template, message) => {
    expect(() => readMapTiles(template, 'Crédito')).toThrow(message)
    expect(() => readMapTiles(template, 'Crédito')).toThrow(`(se recibió "${template}")`)
  })

  it('asks for a credit for tiles other than the default', () => {
    expect(() => readMapTiles('https://tiles.example/{z}/{x}/{y}.png', ' ')).toThrow(
      /^GATSBY_MAP_ATTRIBUTION hace falta con GATSBY_MAP_TILES/,
    )
  })

  it('refuses a credit link that is no address', () => {
    expect(() => readMapTiles(undefined, 'Mapa https://')).toThrow(
      'GATSBY_MAP_ATTRIBUTION: "https://" no es una dirección válida.',
    )
  })
})
