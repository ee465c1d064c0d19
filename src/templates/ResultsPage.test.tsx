import { render, screen, within } from '@testing-library/react'
import { listingPages } from '../../gatsby/pages/listings'
import { setupMswServer } from '../../__tests__/support/msw'
import { makeProperty } from '../../__tests__/support/factories'
import { contextAt, demoCatalogue } from '../../__tests__/support/pageContexts'
import { pageProps, renderPage } from '../../__tests__/support/pages'
import { serviceHandlers } from '../../__tests__/support/services'
import type { ResultsPageContext } from '../domain/contracts/pageContexts'
import ResultsPage, { Head } from './ResultsPage'

setupMswServer(...serviceHandlers())

const PAGE_TWO = '/venta/pagina/2'
// 120 properties for sale: the listing holds 50, pages 2 and 3 the rest.
const catalogue = {
  ...demoCatalogue(),
  properties: Array.from({ length: 120 }, (_, index) => makeProperty({ id: 9000 - index })),
}
const pageTwo = () => contextAt<ResultsPageContext>(listingPages, PAGE_TWO, catalogue)

describe('ResultsPage: a further page of a listing', () => {
  it('shows its results and links to the pages around it and to the search', () => {
    const context = pageTwo()
    expect(context.cards).toHaveLength(50)
    expect(context.pageCount).toBe(3)
    renderPage(ResultsPage, context, PAGE_TWO)
    expect(screen.getByRole('heading', { level: 1, name: 'Propiedades en venta' })).toBeVisible()
    const results = screen.getByRole('list', { name: 'Resultados' })
    expect(within(results).getAllByRole('article')).toHaveLength(context.cards.length)
    expect(screen.getByRole('link', { name: 'Buscar con filtros' })).toHaveAttribute(
      'href',
      '/venta',
    )
    const pages = screen.getByRole('navigation', { name: 'Páginas de resultados' })
    expect(within(pages).getByRole('link', { name: 'Anteriores' })).toHaveAttribute(
      'href',
      '/venta',
    )
    expect(pages).toHaveTextContent(`Página 2 de ${context.pageCount}`)
    expect(within(pages).getByRole('link', { name: 'Siguientes' })).toHaveAttribute(
      'href',
      '/venta/pagina/3',
    )
  })

  it('is titled by its listing and page, with its own canonical address', () => {
    render(<Head {...pageProps(pageTwo(), PAGE_TWO)} />)
    expect(document.title).toBe('Propiedades en venta · página 2 | Inmobiliaria Demo')
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/venta\/pagina\/2$/,
    )
  })
})
