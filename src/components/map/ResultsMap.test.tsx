import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { makePropertyCard } from '../../../__tests__/support/factories'
import { renderWithProviders } from '../../../__tests__/support/render'
import { Provider } from 'react-redux'
import type { PropertyCardData } from '../../domain/cards'
import { ResultsMap } from './ResultsMap'

// Leaflet sizes the map from the layout, which jsdom does not do: give it a screen's worth, so
// it lays tiles and markers out as in a browser. A press on the map scrolls the window back to
// where it was after focusing it, which jsdom does not implement.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

const cards = [
  makePropertyCard(1, { geo: { lat: -34.58, lng: -58.43 } }),
  makePropertyCard(2, { geo: { lat: -34.6, lng: -58.38 }, type: 'Casa', price: 'USD 320K' }),
  makePropertyCard(3, { geo: { lat: -34.58, lng: -58.43 }, title: 'PH con terraza' }),
  makePropertyCard(4, { geo: null }),
]
function renderMap() {
  const rendered = renderWithProviders(<ResultsMap cards={cards} />)
  const map = screen.getByRole('region', { name: 'Mapa de los resultados' })
  const showCards = (next: PropertyCardData[]) =>
    rendered.rerender(
      <Provider store={rendered.store}>
        <ResultsMap cards={next} />
      </Provider>,
    )
  return { ...rendered, map, showCards }
}

describe('ResultsMap', () => {
  it('puts one named marker per point, in the list order, and credits the tiles', () => {
    const { map } = renderMap()
    const markers = within(map).getAllByRole('button', { name: /en Palermo/ })
    expect(markers.map((marker) => marker.textContent)).toEqual([
      '2 propiedades en Palermo2',
      'Casa en Palermo — USD 320K',
    ])
    expect(markers[1]).toHaveAttribute('title', 'Casa en Palermo — USD 320K')
    expect(markers[1]).toHaveAttribute('tabindex', '0')
    expect(within(map).getByRole('button', { name: 'Acercar' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '© OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    )
  })

  it('opens the cards of a marker with Enter, and Escape gives the focus back', async () => {
    const { map, user } = renderMap()
    const house = within(map).getByRole('button', { name: 'Casa en Palermo — USD 320K' })
    house.focus()
    await user.keyboard('{Enter}')
    const panel = screen.getByRole('region', { name: 'Propiedad en el mapa' })
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus()
    expect(within(panel).getByRole('link', { name: 'Departamento 2' })).toHaveAttribute(
      'href',
      cards[1]!.path,
    )
    expect(house).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Propiedad en el mapa' })).toBeNull()
    expect(house).toHaveFocus()
    expect(house).toHaveAttribute('aria-expanded', 'false')
  })

  it('lists every card of a shared point, and closes with its button', async () => {
    const { map, user } = renderMap()
    const shared = within(map).getByRole('button', { name: '2 propiedades en Palermo' })
    await user.click(shared)
    const panel = screen.getByRole('region', { name: '2 propiedades en Palermo' })
    const titles = within(panel).getAllByRole('heading', { level: 3 })
    expect(titles.map((title) => title.textContent)).toEqual(['Departamento 1', 'PH con terraza'])
    shared.focus()
    await user.keyboard(' ')
    expect(screen.getByRole('region', { name: '2 propiedades en Palermo' })).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('region', { name: '2 propiedades en Palermo' })).toBeNull()
    expect(shared).toHaveFocus()
  })

  it('counts the results it cannot place, in the singular too', () => {
    const { showCards } = renderMap()
    expect(screen.getByText('1 propiedad sin ubicación en el mapa')).toBeInTheDocument()
    showCards([...cards, makePropertyCard(5, { geo: null })])
    expect(screen.getByText('2 propiedades sin ubicación en el mapa')).toBeInTheDocument()
    showCards(cards.slice(0, 3))
    expect(screen.queryByText(/sin ubicación en el mapa/)).toBeNull()
  })

  it('follows new results: markers replaced, a panel closed when its point is gone', async () => {
    const { map, user, showCards } = renderMap()
    await user.click(within(map).getByRole('button', { name: 'Casa en Palermo — USD 320K' }))
    showCards([cards[0]!])
    expect(within(map).getAllByRole('button', { name: /en Palermo/ })).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Propiedad en el mapa' })).toBeNull()
  })

  it('says once that the background could not load, keeping the markers', async () => {
    const { map } = renderMap()
    const tiles = map.querySelectorAll('img.leaflet-tile')
    expect(tiles.length).toBeGreaterThan(1)
    for (const tile of tiles) fireEvent.error(tile)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No se pudo cargar el mapa de fondo; las propiedades siguen en la lista.',
      ),
    )
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(within(map).getAllByRole('button', { name: /en Palermo/ })).toHaveLength(2)
  })
})
