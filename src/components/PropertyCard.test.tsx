import { screen } from '@testing-library/react'
import { makePrice, makeProperty, makePropertyCard } from '../../__tests__/support/factories'
import { renderWithProviders } from '../../__tests__/support/render'
import { toPropertyCard } from '../domain/listing/cards'
import type { Price, Property } from '../domain/types'
import { PropertyCard } from './PropertyCard'

const rental = (price: Partial<Price>, overrides: Partial<Property> = {}) =>
  toPropertyCard(
    makeProperty({
      operations: [
        {
          operation_id: 2,
          operation_type: 'Alquiler',
          prices: [makePrice({ currency: 'ARS', ...price })],
        },
      ],
      ...overrides,
    }),
    2,
  )

/** The card's price line: the paragraph that starts with the amount. */
const priceLine = () => screen.getByText(/^(ARS|USD) /, { selector: 'p' })

describe('PropertyCard', () => {
  it('shows a rent in pesos with its expensas as one monthly figure, and the parts', () => {
    renderWithProviders(<PropertyCard card={rental({ price: 800_000 }, { expenses: 80_000 })} />)
    expect(priceLine()).toHaveTextContent('ARS 880K por mes con expensas')
    expect(screen.getByText('Alquiler ARS 800K + expensas ARS 80K')).toBeInTheDocument()
  })

  it('never sums a rent in dollars with expensas in pesos', () => {
    renderWithProviders(
      <PropertyCard card={rental({ price: 700, currency: 'USD' }, { expenses: 80_000 })} />,
    )
    expect(priceLine()).toHaveTextContent('USD 700 por mes + expensas ARS 80K')
    expect(screen.queryByText(/con expensas/)).not.toBeInTheDocument()
  })

  it('says when the expensas are unknown', () => {
    renderWithProviders(<PropertyCard card={rental({ price: 650_000 }, { expenses: null })} />)
    expect(priceLine()).toHaveTextContent('ARS 650K por mes')
    expect(screen.getByText('Expensas sin informar')).toBeInTheDocument()
  })

  it('strikes a dropped rent in the parts’ line when the headline is the total', () => {
    const card = rental(
      { price: 800_000, previous_price: 900_000, is_less_than_previous_price: true },
      { expenses: 80_000 },
    )
    renderWithProviders(<PropertyCard card={card} />)
    expect(screen.getByText('ARS 900K').tagName).toBe('DEL')
    expect(screen.getByText(/^Alquiler ARS 800K \+ expensas ARS 80K/)).toHaveTextContent(
      'Alquiler ARS 800K + expensas ARS 80K · antes ARS 900K',
    )
  })

  it('shows sales, temporary rents and cards kept before the monthly cost as before', () => {
    const temporary = toPropertyCard(
      makeProperty({
        operations: [
          {
            operation_id: 3,
            operation_type: 'Alquiler temporario',
            prices: [makePrice({ price: 900, period: 3 })],
          },
        ],
      }),
    )
    const { unmount } = renderWithProviders(<PropertyCard card={temporary} />)
    expect(priceLine()).toHaveTextContent('USD 900 por semana')
    expect(screen.queryByText(/expensas/i)).not.toBeInTheDocument()
    unmount()
    const kept = { ...makePropertyCard(7, { price: 'ARS 650K', operation: 'Alquiler' }) }
    delete (kept as Partial<typeof kept>).monthly
    renderWithProviders(<PropertyCard card={kept} />)
    expect(priceLine()).toHaveTextContent(/^ARS 650K$/)
  })
})
