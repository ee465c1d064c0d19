import { screen, waitFor, within } from '@testing-library/react'
import { makeProperty } from '../../__tests__/support/factories'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { renderWithProviders } from '../../__tests__/support/render'
import { serviceHandlers } from '../../__tests__/support/services'
import { toPropertyCard } from '../domain/cards'
import HomePage from './HomePage'
import type { HomeContext } from './contexts'
import { navigate, type PageProps } from 'gatsby'

// After hydration the home refreshes its featured properties and news, and typing an address
// asks for suggestions: the emulator answers.
const { requests } = setupMswServer(...serviceHandlers())

function homeProps(context: Partial<HomeContext> = {}): PageProps<object, HomeContext> {
  const pageContext: HomeContext = {
    featured: [toPropertyCard(makeProperty({ is_starred_on_web: true }))],
    developments: [],
    news: [],
    counts: { venta: 30, alquiler: 0, temporario: 4 },
    locations: [{ id: 24728, name: 'Palermo', count: 10 }],
    types: [{ id: 2, name: 'Departamento', count: 20 }],
    ...context,
  }
  return { pageContext } as PageProps<object, HomeContext>
}

describe('HomePage', () => {
  it('sends visitors who want an appraisal straight to the form of /servicios', () => {
    renderWithProviders(<HomePage {...homeProps()} />)
    expect(screen.getByRole('link', { name: 'Pedí una tasación' })).toHaveAttribute(
      'href',
      '/servicios#tasacion',
    )
  })

  it('replaces the built featured properties and news with the live ones', async () => {
    const builtNews = {
      id: 1,
      path: '/novedades/1/vieja',
      title: 'Novedad del build',
      headline: '',
      date: '',
      date_published: '',
      image: '',
      tags: [],
      featured: false,
    }
    renderWithProviders(<HomePage {...homeProps({ news: [builtNews] })} />)
    const featured = screen.getByRole('region', { name: 'Propiedades destacadas' })
    const firstTitle = () => within(featured).getAllByRole('heading', { level: 3 })[0]?.textContent
    expect(firstTitle()).toBe('Luminoso 3 ambientes con balcón en Palermo')
    await waitFor(() => expect(firstTitle()).not.toBe('Luminoso 3 ambientes con balcón en Palermo'))
    expect(within(featured).getAllByRole('article')).toHaveLength(1)
    const search = requests.find((request) => request.url.pathname.endsWith('/properties/search'))
    expect(queryOf(search!)).toEqual({ destacados: 'true', limit: '1', offset: '0' })
    const news = await screen.findByRole('region', { name: 'Novedades' })
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(3))
  })

  it('shows the search, the counters of the operations that have properties, and the featured', () => {
    renderWithProviders(<HomePage {...homeProps()} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Encontrá la propiedad')
    const search = screen.getByRole('search', { name: 'Buscar propiedades' })
    expect(within(search).getByRole('radio', { name: 'Venta' })).toBeChecked()
    expect(within(search).queryByRole('radio', { name: 'Alquiler' })).toBeNull()
    expect(within(search).getByRole('option', { name: 'Palermo' })).toBeInTheDocument()
    const counters = screen.getByRole('navigation', { name: 'Propiedades por operación' })
    expect(
      within(counters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['30 en venta', '4 en alquiler temporario'])
    const featured = screen.getByRole('region', { name: 'Propiedades destacadas' })
    expect(within(featured).getByRole('link', { name: /Luminoso 3 ambientes/ })).toHaveAttribute(
      'href',
      '/propiedad/venta/gorriti-al-4300/7104123',
    )
    expect(within(featured).getByText('USD 185K')).toBeInTheDocument()
  })

  it('leaves out the sections it has nothing for', () => {
    renderWithProviders(<HomePage {...homeProps({ featured: [] })} />)
    expect(screen.queryByRole('region', { name: 'Propiedades destacadas' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Emprendimientos' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Novedades' })).toBeNull()
  })

  it('sends the quick search to the chosen listing with its filters', async () => {
    const { user } = renderWithProviders(<HomePage {...homeProps()} />)
    const search = screen.getByRole('search', { name: 'Buscar propiedades' })
    await user.click(within(search).getByRole('radio', { name: 'Temporario' }))
    await user.selectOptions(within(search).getByLabelText('Ubicación'), 'Palermo')
    await user.type(within(search).getByLabelText('Dirección'), 'Gorriti')
    await user.click(within(search).getByRole('button', { name: 'Buscar' }))
    expect(navigate).toHaveBeenCalledWith('/temporario?ubicacion=24728&q=Gorriti')
  })
})
