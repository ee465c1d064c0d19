import { act, screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../__tests__/support/render'
import { makePropertyCard } from '../../__tests__/support/factories'
import { RECENTLY_VIEWED_STORAGE_KEY, recordRecentlyViewed } from '../state/recentlyViewedStorage'
import { RecentlyViewed } from './RecentlyViewed'

const card = (id: number, title: string) => makePropertyCard(id, { title })

const stored = () => window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)
const titles = () =>
  within(screen.getByRole('list', { name: 'Propiedades vistas' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('RecentlyViewed', () => {
  afterEach(() => window.localStorage.clear())

  it('shows nothing on a device that has viewed nothing, or whose list is corrupt', () => {
    const { container, unmount } = renderWithProviders(<RecentlyViewed />)
    expect(container).toBeEmptyDOMElement()
    unmount()
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[{"id":"<script>"}]')
    expect(renderWithProviders(<RecentlyViewed />).container).toBeEmptyDOMElement()
  })

  it('lists the properties viewed, the last one first, each with its heart', () => {
    recordRecentlyViewed(card(1, 'Casa en Olivos'))
    recordRecentlyViewed(card(2, 'PH en Palermo'))
    recordRecentlyViewed(card(1, 'Casa en Olivos'))
    renderWithProviders(<RecentlyViewed />)
    expect(screen.getByRole('heading', { name: 'Vistas recientemente' })).toBeInTheDocument()
    expect(titles()).toEqual(['Casa en Olivos', 'PH en Palermo'])
    expect(
      screen.getByRole('button', { name: 'Guardar en favoritos: PH en Palermo' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'PH en Palermo' })).toHaveAttribute(
      'href',
      '/propiedad/venta/calle-2/2',
    )
  })

  it('follows a visit made in another tab', () => {
    renderWithProviders(<RecentlyViewed />)
    act(() => {
      window.localStorage.setItem(
        RECENTLY_VIEWED_STORAGE_KEY,
        JSON.stringify([card(5, 'Lote en Pilar')]),
      )
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_STORAGE_KEY }))
    })
    expect(titles()).toEqual(['Lote en Pilar'])
  })

  it('forgets the list on "Borrar historial", says so and takes the focus there', async () => {
    recordRecentlyViewed(card(3, 'Depto en Caballito'))
    const { user } = renderWithProviders(<RecentlyViewed />)
    await user.click(screen.getByRole('button', { name: 'Borrar historial' }))
    expect(stored()).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Vistas recientemente' })).not.toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Borramos tu historial de propiedades vistas.')
    expect(status).toHaveFocus()
  })
})
