import { makePropertyCard } from '../../../__tests__/support/factories'
import {
  cardMarkerLabel,
  clusterLabel,
  resultsOnMap,
  spotsBounds,
  unplacedLine,
} from './resultsMap'

const at = (lat: number, lng: number) => ({ geo: { lat, lng } })

describe('resultsOnMap', () => {
  it('makes one spot per card with a point, in the list order, and counts the rest', () => {
    const cards = [
      makePropertyCard(1, at(-34.6, -58.4)),
      makePropertyCard(2, { geo: null }),
      makePropertyCard(3, at(-34.5, -58.5)),
      makePropertyCard(4, { geo: null }),
    ]
    const { spots, unplaced } = resultsOnMap(cards)
    expect(spots.map((spot) => spot.cards.map((card) => card.id))).toEqual([[1], [3]])
    expect(spots[0]).toMatchObject({ key: '-34.6,-58.4', point: { lat: -34.6, lng: -58.4 } })
    expect(unplaced).toBe(2)
  })

  it('groups cards at the same point under one spot, first seen first', () => {
    const cards = [
      makePropertyCard(1, at(-34.588, -58.411)),
      makePropertyCard(2, at(-34.6, -58.4)),
      makePropertyCard(3, at(-34.588, -58.411)),
      makePropertyCard(4, { ...at(-34.588, -58.411), location: 'Palermo Soho, Capital Federal' }),
    ]
    const { spots } = resultsOnMap(cards)
    expect(spots.map((spot) => spot.cards.map((card) => card.id))).toEqual([[1, 3, 4], [2]])
    expect(spots[0]!.label).toBe('3 propiedades en este punto')
    expect(resultsOnMap(cards.slice(0, 3)).spots[0]!.label).toBe('2 propiedades en Palermo')
  })

  it("names a development's units after it", () => {
    const unit = (id: number) =>
      makePropertyCard(id, { ...at(-34.45, -58.55), development: 'Jardines de Olivos' })
    expect(resultsOnMap([unit(1), unit(2)]).spots[0]!.label).toBe(
      '2 propiedades en Jardines de Olivos',
    )
    const mixed = [unit(1), makePropertyCard(2, { ...at(-34.45, -58.55), location: 'Olivos' })]
    expect(resultsOnMap(mixed).spots[0]!.label).toBe('2 propiedades en este punto')
  })

  it('keeps points that differ only slightly apart', () => {
    const { spots } = resultsOnMap([
      makePropertyCard(1, at(-34.588, -58.411)),
      makePropertyCard(2, at(-34.5881, -58.411)),
    ])
    expect(spots).toHaveLength(2)
  })

  it('has nothing to place in an empty list', () => {
    expect(resultsOnMap([])).toEqual({ spots: [], unplaced: 0 })
  })
})

describe('cardMarkerLabel', () => {
  it('names the type, the place and the price', () => {
    expect(cardMarkerLabel(makePropertyCard(1))).toBe('Departamento en Palermo — USD 185K')
  })

  it('adds the period of a temporary rent', () => {
    const card = makePropertyCard(1, { price: 'USD 900', period: 'por mes', type: 'Casa' })
    expect(cardMarkerLabel(card)).toBe('Casa en Palermo — USD 900 por mes')
  })

  it('spells out a hidden price, and leaves out a missing place', () => {
    const card = makePropertyCard(1, { price: 'CONSULTAR', location: '' })
    expect(cardMarkerLabel(card)).toBe('Departamento — Precio a consultar')
  })
})

describe('clusterLabel', () => {
  it('counts the cards, names the place they share and says what a press does', () => {
    const cards = [makePropertyCard(1), makePropertyCard(2), makePropertyCard(3)]
    expect(clusterLabel(cards, false)).toBe('3 propiedades en Palermo: acercar el mapa')
    expect(clusterLabel(cards.slice(0, 2), true)).toBe(
      '2 propiedades en Palermo: mostrarlas por separado',
    )
  })

  it('names a development, and no place when the cards are in several', () => {
    const unit = (id: number) => makePropertyCard(id, { development: 'Jardines de Olivos' })
    expect(clusterLabel([unit(1), unit(2)], false)).toBe(
      '2 propiedades en Jardines de Olivos: acercar el mapa',
    )
    const mixed = [makePropertyCard(1), makePropertyCard(2, { location: 'Belgrano, Capital' })]
    expect(clusterLabel(mixed, false)).toBe('2 propiedades: acercar el mapa')
  })
})

describe('unplacedLine', () => {
  it('counts the cards with no point, singular and plural', () => {
    expect(unplacedLine(1)).toBe('1 propiedad sin ubicación en el mapa')
    expect(unplacedLine(3)).toBe('3 propiedades sin ubicación en el mapa')
  })

  it('says nothing when every card is on the map', () => {
    expect(unplacedLine(0)).toBe('')
  })
})

describe('spotsBounds', () => {
  it('is the box around every spot', () => {
    const points = [
      { point: { lat: -34.6, lng: -58.4 } },
      { point: { lat: -34.5, lng: -58.5 } },
      { point: { lat: -34.55, lng: -58.45 } },
    ]
    expect(spotsBounds(points)).toEqual({ south: -34.6, west: -58.5, north: -34.5, east: -58.4 })
  })

  it('is a single point for one spot, and null for none', () => {
    expect(spotsBounds([{ point: { lat: -34.6, lng: -58.4 } }])).toEqual({
      south: -34.6,
      west: -58.4,
      north: -34.6,
      east: -58.4,
    })
    expect(spotsBounds([])).toBeNull()
  })
})
