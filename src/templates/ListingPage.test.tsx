import { screen, within } from '@testing-library/react'
import type { PageProps } from 'gatsby'
import { makeProperty } from '../../__tests__/support/factories'
import { renderWithProviders } from '../../__tests__/support/render'
import { toPropertyCard } from '../domain/cards'
import type { ListingContext } from './contexts'
import ListingPage from './ListingPage'

const sale = { operation_id: 1 as const, operation_type: 'Venta' as const, prices: [] }
const rent = { operation_id: 2 as const, operation_type: 'Alquiler' as const, prices: [] }

function props(context: Partial<ListingContext>): PageProps<object, ListingContext> {
  const pageContext: ListingContext = {
    operationId: 2,
    cards: [],
    total: 0,
    locations: [],
    types: [],
    tags: [],
    specials: [],
    producers: [],
    ...context,
  }
  return { pageContext } as PageProps<object, ListingContext>
}

describe('ListingPage', () => {
  it('lists the first results of its operation, linking to the page for that operation', () => {
    const property = makeProperty({
      id: 5,
      fake_address: 'Soler al 4100',
      operations: [sale, rent],
    })
    renderWithProviders(
      <ListingPage {...props({ cards: [toPropertyCard(property, 2)], total: 120 })} />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Propiedades en alquiler')
    expect(screen.getByRole('status')).toHaveTextContent(
      '120 propiedades · mostrando las 1 más recientes',
    )
    const list = screen.getByRole('list', { name: 'Resultados' })
    expect(within(list).getByRole('link', { name: property.title })).toHaveAttribute(
      'href',
      '/propiedad/alquiler/soler-al-4100/5',
    )
    expect(within(list).getByText('Alquiler')).toBeInTheDocument()
  })

  it('says so when the operation has nothing published', () => {
    renderWithProviders(<ListingPage {...props({ operationId: 3 })} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alquileres temporarios')
    expect(screen.getByRole('status')).toHaveTextContent('No hay propiedades publicadas por ahora.')
  })
})
