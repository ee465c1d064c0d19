import { render, screen, within } from '@testing-library/react'
import { makePrice, makeProperty } from '../../__tests__/support/factories'
import { contextAt, demoCatalogue } from '../../__tests__/support/pageContexts'
import { pageProps, renderPage } from '../../__tests__/support/pages'
import { TEST_SITE_URL } from '../../__tests__/support/siteQuery'
import { withdrawnPages } from '../../gatsby/pages/withdrawn'
import type { Operation, Property } from '../domain/types'
import { publishedListings, withdrawnListings } from '../domain/property/withdrawn'
import type { WithdrawnPropertyContext } from '../domain/contracts/pageContexts'
import WithdrawnPropertyPage, { Head } from './WithdrawnPropertyPage'

const sale: Operation = { operation_id: 1, operation_type: 'Venta', prices: [makePrice()] }
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 850_000, currency: 'ARS' })],
}
const gone = makeProperty({
  id: 7104123,
  title: 'Luminoso 3 ambientes con balcón en Palermo',
  operations: [sale, rent],
  is_starred_on_web: true,
})
const others: Property[] = [
  makeProperty({ id: 7104201, title: 'Dos ambientes a estrenar en Palermo' }),
  makeProperty({ id: 7104202, title: 'Monoambiente en alquiler', operations: [rent] }),
  makeProperty({ id: 7104203, title: 'Tres ambientes con cochera' }),
]
const SALE_PATH = '/propiedad/venta/gorriti-al-4300/7104123'
const RENT_PATH = '/propiedad/alquiler/gorriti-al-4300/7104123'

/** The pages a build makes after `gone` left the catalogue on 12/11/2026. */
function contextFor(path: string): WithdrawnPropertyContext {
  const withdrawn = withdrawnListings({
    published: publishedListings([gone, ...others]),
    withdrawn: [],
    current: others,
    now: new Date('2026-11-12T15:00:00.000Z'),
    keepDays: 90,
  })
  return contextAt(withdrawnPages(withdrawn), path, { ...demoCatalogue(), properties: others })
}

describe('WithdrawnPropertyPage', () => {
  it('says the property is no longer available, since when, and shows its last card', () => {
    renderPage(WithdrawnPropertyPage, contextFor(SALE_PATH), SALE_PATH)
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Esta propiedad ya no está disponible' }),
    ])
    expect(screen.getByText(/^Dejó de publicarse el 12\/11\/2026\./)).toBeInTheDocument()

    const title = screen.getByRole('heading', {
      level: 2,
      name: 'Luminoso 3 ambientes con balcón en Palermo',
    })
    const card = title.closest('article')!
    // Shown as it was, but not as something to open or save.
    expect(within(title).queryByRole('link')).toBeNull()
    expect(within(card).getByText('No disponible')).toBeInTheDocument()
    expect(within(card).queryByText('Destacada')).toBeNull()
    expect(within(card).getByText('USD 185K')).toBeInTheDocument()
    expect(within(card).queryByRole('button')).toBeNull()
  })

  it('offers similar properties of the same operation, the listing and the contact page', () => {
    renderPage(WithdrawnPropertyPage, contextFor(SALE_PATH), SALE_PATH)
    const similar = screen.getByRole('region', { name: 'Propiedades similares' })
    expect(
      within(similar)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Dos ambientes a estrenar en Palermo', 'Tres ambientes con cochera'])
    expect(
      within(similar).getByRole('link', { name: 'Dos ambientes a estrenar en Palermo' }),
    ).toHaveAttribute('href', '/propiedad/venta/gorriti-al-4300/7104201')
    expect(
      within(similar).getByRole('button', {
        name: 'Guardar en favoritos: Tres ambientes con cochera',
      }),
    ).toBeInTheDocument()

    expect(screen.getByRole('link', { name: 'Ver propiedades en venta' })).toHaveAttribute(
      'href',
      '/venta',
    )
    expect(screen.getByRole('link', { name: 'Contactanos' })).toHaveAttribute('href', '/contacto')
  })

  it("keeps each operation's page: the rent one shows its rent card and rentals", () => {
    renderPage(WithdrawnPropertyPage, contextFor(RENT_PATH), RENT_PATH)
    const card = screen.getByRole('heading', { level: 2, name: gone.title }).closest('article')!
    // Its last rent, with the expensas it had (95.000 in the factory).
    expect(within(card).getByText('Alquiler ARS 850K + expensas ARS 95K')).toBeInTheDocument()
    const similar = screen.getByRole('region', { name: 'Propiedades similares' })
    expect(within(similar).getAllByRole('heading', { level: 3 })).toHaveLength(1)
    expect(within(similar).getByText('Monoambiente en alquiler')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver propiedades en alquiler' })).toHaveAttribute(
      'href',
      '/alquiler',
    )
  })

  it('leaves the similar section out when there is none', () => {
    const context = { ...contextFor(SALE_PATH), related: [] }
    renderPage(WithdrawnPropertyPage, context, SALE_PATH)
    expect(screen.queryByRole('region', { name: 'Propiedades similares' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Ver propiedades en venta' })).toBeInTheDocument()
  })
})

describe('WithdrawnPropertyPage Head', () => {
  function renderHead(context: WithdrawnPropertyContext) {
    const { container } = render(<Head {...pageProps(context, SALE_PATH)} />)
    return {
      title: container.querySelector('title')?.textContent,
      robots: container.querySelector('meta[name="robots"]')?.getAttribute('content'),
      canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    }
  }

  it('keeps the page out of search engines, titled after the property', () => {
    expect(renderHead(contextFor(SALE_PATH))).toEqual({
      title: 'Luminoso 3 ambientes con balcón en Palermo (no disponible) | Inmobiliaria Demo',
      robots: 'noindex',
      canonical: `${TEST_SITE_URL}${SALE_PATH}`,
    })
  })

  it('falls back to a plain title for a card without one', () => {
    const context = contextFor(SALE_PATH)
    expect(renderHead({ ...context, card: { ...context.card, title: '' } }).title).toBe(
      'Propiedad no disponible | Inmobiliaria Demo',
    )
  })
})
