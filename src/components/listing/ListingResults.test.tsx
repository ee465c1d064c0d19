import { screen, waitFor } from '@testing-library/react'
import { makePropertyCard } from '../../../__tests__/support/factories'
import { setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { serviceHandlers } from '../../../__tests__/support/services'
import { activeFilters, type FilterNames } from '../../domain/listing/listingFilters'
import { defaultSearchFilters } from '../../domain/listing/search'
import type { SearchFilters } from '../../domain/types'
import type { ListingView } from '../../hooks/useListingResults'
import { ListingResults } from './ListingResults'

setupMswServer(...serviceHandlers())

const NO_NAMES: FilterNames = { locations: [], types: [], tags: [], specials: [], producers: [] }

const view = (overrides: Partial<ListingView> = {}): ListingView => {
  const shown = {
    cards: [],
    total: 0,
    searching: false,
    loadingMore: false,
    error: null,
    failedMore: false,
    canLoadMore: false,
    nextPagePath: null,
    loadMore: () => undefined,
    retry: () => undefined,
    ...overrides,
  }
  return {
    empty: !shown.searching && shown.error === null && shown.cards.length === 0,
    ...shown,
  }
}

function renderResults(shown: ListingView, filters: SearchFilters) {
  return renderWithProviders(
    <ListingResults
      view={shown}
      display="list"
      filters={filters}
      active={activeFilters(filters, NO_NAMES)}
      onChange={() => undefined}
      onClear={() => undefined}
      alert={<p>Avisame de nuevas propiedades</p>}
    />,
  )
}

describe('ListingResults: the alert slot', () => {
  it('shows the alert when a search finds nothing, after the wider searches and the chips', async () => {
    renderResults(view(), { ...defaultSearchFilters(1), address: 'zzzz' })
    const alert = screen.getByText('Avisame de nuevas propiedades')
    const chip = screen.getByRole('button', { name: 'Quitar filtro: Dirección: zzzz' })
    expect(chip.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Buscando alternativas…')).toBeNull())
  })

  it('shows the alert when the operation has nothing published', () => {
    renderResults(view(), defaultSearchFilters(2))
    expect(screen.getByText('Avisame de nuevas propiedades')).toBeInTheDocument()
    expect(screen.queryByText('Buscando alternativas…')).toBeNull()
  })

  it('leaves the alert out while a search runs', () => {
    renderResults(view({ searching: true }), defaultSearchFilters(1))
    expect(screen.queryByText('Avisame de nuevas propiedades')).toBeNull()
  })

  it('leaves the alert out over results', () => {
    renderResults(view({ cards: [makePropertyCard(1)], total: 1 }), defaultSearchFilters(1))
    expect(screen.getByRole('list', { name: 'Resultados' })).toBeInTheDocument()
    expect(screen.queryByText('Avisame de nuevas propiedades')).toBeNull()
  })
})

describe('ListingResults: "Ver más"', () => {
  const results = { cards: [makePropertyCard(1)], total: 120 }

  it('is a link to the next built page, which scripts turn into the next 50 in place', async () => {
    const loadMore = jest.fn()
    const { user } = renderResults(
      view({ ...results, canLoadMore: true, nextPagePath: '/venta/pagina/2', loadMore }),
      defaultSearchFilters(1),
    )
    const more = screen.getByRole('link', { name: 'Ver más propiedades' })
    expect(more).toHaveAttribute('href', '/venta/pagina/2')
    await user.click(more)
    expect(loadMore).toHaveBeenCalledTimes(1)
    expect(window.location.pathname).not.toBe('/venta/pagina/2')
  })

  it('is a button past the first 50 or for another search', async () => {
    const loadMore = jest.fn()
    const { user } = renderResults(
      view({ ...results, canLoadMore: true, loadMore }),
      defaultSearchFilters(1),
    )
    expect(screen.queryByRole('link', { name: 'Ver más propiedades' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ver más propiedades' }))
    expect(loadMore).toHaveBeenCalledTimes(1)
  })
})
