import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { makePropertyCard } from '../../../__tests__/support/factories'
import { renderWithProviders } from '../../../__tests__/support/render'
import { Provider } from 'react-redux'
import type { PropertyCardData } from '../../domain/listing/cards'
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

describe('ResultsMap clusters', () => {
  // Listed first, kilometres away: the points of `near`, 30 m apart (two cards share one), are
  // too close at the view fitted to all of them, and gather into one cluster.
  const far = makePropertyCard(10, {
    geo: { lat: -34.7, lng: -58.6 },
    type: 'Casa',
    location: 'Lomas de Zamora, GBA Sur',
  })
  const near = [
    makePropertyCard(11, { geo: { lat: -34.58, lng: -58.43 } }),
    makePropertyCard(12, { geo: { lat: -34.5802, lng: -58.4302 }, type: 'PH' }),
    makePropertyCard(13, { geo: { lat: -34.58, lng: -58.43 }, title: 'PH con terraza' }),
  ]
  const renderClusters = (shown: PropertyCardData[]) => {
    const rendered = renderWithProviders(<ResultsMap cards={shown} />)
    return { ...rendered, map: screen.getByRole('region', { name: 'Mapa de los resultados' }) }
  }

  it('gathers close points into a cluster that counts their properties, in the Tab order', async () => {
    const { map, user } = renderClusters([...near, far])
    const cluster = within(map).getByRole('button', {
      name: '3 propiedades en Palermo: acercar el mapa',
    })
    expect(within(cluster).getByText('3')).toHaveAttribute('aria-hidden', 'true')
    expect(within(cluster).getByTitle('3 propiedades en Palermo: acercar el mapa')).toBeVisible()
    expect(cluster).toHaveAttribute('tabindex', '0')
    // The cluster stands for its markers: they are not on the map meanwhile.
    expect(within(map).getAllByRole('button', { name: /—|propiedades/ })).toHaveLength(2)
    // Tab goes the list's way: the cluster of the first cards, then the far house.
    map.focus()
    await user.tab()
    expect(cluster).toHaveFocus()
    await user.tab()
    expect(
      within(map).getByRole('button', { name: 'Casa en Lomas de Zamora — USD 185K' }),
    ).toHaveFocus()
  })

  it('zooms in on a cluster with Enter and moves the focus to its first property', async () => {
    const { map, user } = renderClusters([far, ...near])
    within(map)
      .getByRole('button', { name: /^3 propiedades/ })
      .focus()
    await user.keyboard('{Enter}')
    const shared = await within(map).findByRole('button', { name: '2 propiedades en Palermo' })
    await waitFor(() => expect(shared).toHaveFocus())
    expect(within(map).queryByRole('button', { name: /^3 propiedades/ })).toBeNull()
    // On from there with Tab, to the cluster's other marker; Enter opens it as ever.
    await user.tab()
    const ph = within(map).getByRole('button', { name: 'PH en Palermo — USD 185K' })
    expect(ph).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('region', { name: 'Propiedad en el mapa' })).toBeInTheDocument()
  })

  it('spreads out, with Space, what the deepest zoom cannot tell apart', async () => {
    // A metre apart: one cluster down to the deepest zoom.
    const twins = [
      makePropertyCard(21, { geo: { lat: -34.58, lng: -58.43 } }),
      makePropertyCard(22, { geo: { lat: -34.58001, lng: -58.43001 }, type: 'PH' }),
    ]
    const { map, user } = renderClusters(twins)
    within(map).getByRole('button', { name: '2 propiedades en Palermo: acercar el mapa' }).focus()
    await user.keyboard(' ')
    const deepest = await within(map).findByRole('button', {
      name: '2 propiedades en Palermo: mostrarlas por separado',
    })
    await waitFor(() => expect(deepest).toHaveFocus())
    await user.keyboard(' ')
    const first = await within(map).findByRole('button', {
      name: 'Departamento en Palermo — USD 185K',
    })
    await waitFor(() => expect(first).toHaveFocus())
    await user.tab()
    const second = within(map).getByRole('button', { name: 'PH en Palermo — USD 185K' })
    expect(second).toHaveFocus()
    await user.keyboard('{Enter}')
    const panel = screen.getByRole('region', { name: 'Propiedad en el mapa' })
    expect(within(panel).getByRole('link', { name: 'Departamento 22' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(second).toHaveFocus()
  })

  it("writes the broker's words into a cluster as text, never as markup", () => {
    const place = '<img src=x onerror=alert(1)>, Capital Federal'
    const { map } = renderClusters(near.map((card) => ({ ...card, location: place })))
    const cluster = within(map).getByRole('button', {
      name: '3 propiedades en <img src=x onerror=alert(1)>: acercar el mapa',
    })
    expect(cluster.querySelector('img')).toBeNull()
  })
})
