import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HeadProps, PageProps } from 'gatsby'
import { http, HttpResponse } from 'msw'
import {
  makePhoto,
  makePrice,
  makeProducer,
  makeProperty,
  makePropertyContext,
  makeTour,
  makeVideo,
} from '../../__tests__/support/factories'
import { setupMswServer } from '../../__tests__/support/msw'
import { contextAt, demoCatalogue, propertyPages } from '../../__tests__/support/pageContexts'
import { renderWithProviders } from '../../__tests__/support/render'
import { SITE_ORIGIN } from '../../__tests__/support/siteApi'
import { siteQueryResult, TEST_SITE_URL } from '../../__tests__/support/siteQuery'
import { toPropertyCard } from '../domain/listing/cards'
import { parseRecentlyViewed } from '../domain/favourites/recentlyViewed'
import { RECENTLY_VIEWED_STORAGE_KEY } from '../state/recentlyViewedStorage'
import type { Operation, Property } from '../domain/types'
import { propertyPath } from '../domain/site/urls'
import type { PropertyContext } from '../domain/contracts/pageContexts'
import PropertyPage, { Head } from './PropertyPage'

const sale: Operation = {
  operation_id: 1,
  operation_type: 'Venta',
  prices: [makePrice({ price: 185_000 })],
}
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 850_000, currency: 'ARS' })],
}
const PAGE_URL = `${TEST_SITE_URL}/propiedad/alquiler/gorriti-al-4300/7104123`

// The live check of every rendered page: by default the record is as the page was built.
let live: (built: Property) => Response = (built) => HttpResponse.json(built)
let built: Property
const { siteRequests } = setupMswServer(
  http.get(`${SITE_ORIGIN}/api/properties/:id`, () => live(built)),
)
afterEach(() => {
  live = (record) => HttpResponse.json(record)
})

function renderPage(overrides: Partial<Property> = {}, context: Partial<PropertyContext> = {}) {
  built = makeProperty(overrides)
  const pageContext = makePropertyContext({ property: built, ...context })
  const props = { pageContext } as unknown as PageProps<object, PropertyContext>
  return renderWithProviders(<PropertyPage {...props} />)
}

function setViewportWidth(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event('resize'))
  })
}

const storedRecent = () => window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)
const section = (name: string) => screen.getByRole('region', { name })
const fact = (label: string) =>
  within(section('Características')).getByText(label).nextElementSibling?.textContent

describe('PropertyPage', () => {
  afterEach(() => setViewportWidth(1024))

  it("joins the device's recently viewed properties once the page is idle, as its card", async () => {
    renderPage({ title: 'Casa con jardín en Olivos' }, { operationId: 1 })
    await waitFor(() => expect(parseRecentlyViewed(storedRecent())).toHaveLength(1))
    expect(parseRecentlyViewed(storedRecent())).toEqual([
      { ...toPropertyCard(built, 1), photos: toPropertyCard(built, 1).photos.slice(0, 1) },
    ])
    window.localStorage.clear()
  })

  it('shows the title as the only h1, the breadcrumbs, type and public address', () => {
    renderPage({}, { operationId: 1 })
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Luminoso 3 ambientes con balcón en Palermo',
    )
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' })
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    expect(within(trail).getByRole('link', { name: 'Venta' })).toHaveAttribute('href', '/venta')
    expect(within(trail).getByText('Luminoso 3 ambientes con balcón en Palermo')).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByText('Gorriti al 4300 · Palermo, Capital Federal')).toBeInTheDocument()
    expect(screen.queryByText(/Gorriti 4321/)).not.toBeInTheDocument()
    expect(fact('Tipo')).toBe('Departamento')
  })

  it("shows the page's own price first, then the other operations, with a dropped price's previous one", () => {
    const dropped = makePrice({
      price: 170_000,
      previous_price: 199_000,
      is_less_than_previous_price: true,
    })
    renderPage({ operations: [{ ...sale, prices: [dropped] }, rent] }, { operationId: 2 })
    const amounts = screen.getAllByText(/^(USD|ARS) /).map((element) => element.textContent)
    // The rent's headline is its monthly cost with the expensas (95.000 in the factory).
    expect(amounts.slice(0, 2)).toEqual(['ARS\u00a0945.000', 'USD 170.000'])
    expect(screen.getByText('USD 199K').tagName).toBe('DEL')
    expect(screen.getByRole('link', { name: 'También en venta' })).toHaveAttribute(
      'href',
      '/propiedad/venta/gorriti-al-4300/7104123',
    )
  })

  it('shows a rent as its monthly cost with expensas, and each part', () => {
    renderPage({ operations: [rent], expenses: 95_000 }, { operationId: 2 })
    expect(screen.getByText('ARS 945.000').parentElement).toHaveTextContent(
      'ARS 945.000 por mes con expensas',
    )
    expect(screen.getByText('Alquiler ARS 850.000 + expensas ARS 95.000')).toBeInTheDocument()
  })

  it('shows a rent in dollars and its expensas in pesos apart, and unknown expensas as such', () => {
    const dollars = { ...rent, prices: [makePrice({ price: 700 })] }
    const { unmount } = renderPage({ operations: [dollars], expenses: 95_000 }, { operationId: 2 })
    expect(screen.getByText('USD 700').parentElement).toHaveTextContent(
      'USD 700 por mes + expensas ARS 95.000',
    )
    unmount()
    renderPage({ operations: [rent], expenses: null }, { operationId: 2 })
    expect(screen.getByText('ARS 850.000').parentElement).toHaveTextContent('ARS 850.000 por mes')
    expect(screen.getByText('Expensas sin informar')).toBeInTheDocument()
  })

  it('offers the UVA mortgage estimate on a sale only, with its price published', () => {
    const { unmount } = renderPage({ operations: [sale, rent] }, { operationId: 1 })
    expect(section('Crédito hipotecario UVA')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Simular crédito UVA' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    unmount()
    const { unmount: unmountRent } = renderPage({ operations: [sale, rent] }, { operationId: 2 })
    expect(screen.queryByRole('button', { name: 'Simular crédito UVA' })).not.toBeInTheDocument()
    unmountRent()
    renderPage({ operations: [sale], web_price: false }, { operationId: 1 })
    expect(screen.queryByRole('button', { name: 'Simular crédito UVA' })).not.toBeInTheDocument()
  })

  it('reads "Precio a consultar" when the price is hidden', () => {
    renderPage({ web_price: false })
    expect(screen.getByText('Precio a consultar')).toBeInTheDocument()
    expect(screen.queryByText(/USD/)).not.toBeInTheDocument()
  })

  it.each([
    [0, 'A estrenar'],
    [-1, 'En construcción'],
    [12, '12 años'],
    [null, 'No informado'],
  ])('labels age %p as %p', (age, label) => {
    renderPage({ age })
    expect(fact('Antigüedad')).toBe(label)
  })

  it('shows every figure with its fallback and the expenses in pesos', () => {
    renderPage({ suite_amount: null, parking_lot_amount: 1, expenses: 95_000 })
    expect(fact('Superficie total')).toBe('74 M2')
    expect(fact('Superficie descubierta')).toBe('No informado')
    expect(fact('Dormitorios')).toBe('No informado')
    expect(fact('Cocheras')).toBe('1 cochera')
    expect(fact('Expensas')).toBe('$\u00a095.000')
  })

  it('measures a campo in hectares', () => {
    renderPage({
      type: { id: 7, name: 'Campo' },
      total_surface: '34',
      total_surface_measurement: 'Ha',
    })
    expect(fact('Superficie total')).toBe('34 Ha.')
  })

  it('shows the sanitised description, or "Sin descripción"', () => {
    const { unmount } = renderPage({ description: '<p>Muy <strong>luminoso</strong>.</p>' })
    expect(within(section('Descripción')).getByText('luminoso').tagName).toBe('STRONG')
    unmount()
    renderPage({ description: '  ' })
    expect(within(section('Descripción')).getByText('Sin descripción')).toBeInTheDocument()
  })

  it('groups the tags under Servicios, Ambientes and Adicionales', () => {
    renderPage({
      tags: [
        { id: 20, name: 'Pileta', tag_type: 3 },
        { id: 1, name: 'Agua corriente', tag_type: 1 },
        { id: 10, name: 'Balcón', tag_type: 2 },
      ],
    })
    const tags = section('Servicios y comodidades')
    const headings = within(tags).getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Servicios',
      'Ambientes',
      'Adicionales',
    ])
    expect(headings[2]?.nextElementSibling).toHaveTextContent('Pileta')
  })

  it('loads no player and no map until the visitor asks for them', async () => {
    const { user } = renderPage({ videos: [makeVideo()], tour_360: [makeTour()] })
    expect(document.querySelector('iframe')).toBeNull()

    await user.click(screen.getByRole('tab', { name: /Videos/ }))
    await user.click(screen.getByRole('button', { name: 'Ver video' }))
    const video = screen.getByTitle('Recorrido en video')
    expect(video).toHaveAttribute('src', 'https://www.youtube.com/embed/lp2sr35uSz3')
    expect(video).toHaveAttribute('loading', 'lazy')

    await user.click(screen.getByRole('tab', { name: /Tour 360°/ }))
    await user.click(screen.getByRole('button', { name: 'Ver recorrido 360°' }))
    expect(screen.getByTitle('Recorrido virtual')).toHaveAttribute(
      'src',
      'https://my.matterport.com/show/?m=demo360',
    )

    await user.click(screen.getByRole('button', { name: 'Ver mapa' }))
    expect(screen.getByTitle(/^Mapa de Gorriti al 4300/).getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=-34\.586921%2C-58\.431201/,
    )
    expect(screen.getByRole('link', { name: /Abrir en Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=-34.586921,-58.431201',
    )
  })

  it('leaves the map out without coordinates, and tabs out without videos, tours or plans', () => {
    renderPage({ geo: null })
    expect(screen.queryByRole('region', { name: 'Ubicación' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ver mapa' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('shows the cover photo first, eagerly, and the no-image picture without photos', () => {
    const { unmount } = renderPage({
      photos: [
        makePhoto({ image: 'https://cdn.example/1.jpg' }),
        makePhoto({
          image: 'https://cdn.example/2.jpg',
          is_front_cover: true,
          description: 'Frente',
        }),
      ],
    })
    const main = screen.getByRole('img', { name: 'Frente' })
    expect(main).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('button', { name: 'Ver foto 2 de 2' })).toBeInTheDocument()
    unmount()
    renderPage({ photos: [] })
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument()
  })

  it('shows the plans in their own tab and the files as download links', async () => {
    const { user } = renderPage({
      blueprints: [makePhoto({ image: 'https://cdn.example/plano.jpg', is_blueprint: true })],
      files: [{ url: 'https://cdn.example/ficha.pdf', name: 'Ficha técnica' }],
    })
    await user.click(screen.getByRole('tab', { name: /Planos/ }))
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('img', { name: 'Plano 1 de Luminoso 3 ambientes con balcón en Palermo' }),
    )
    expect(
      within(section('Archivos')).getByRole('link', { name: /Ficha técnica/ }),
    ).toHaveAttribute('href', 'https://cdn.example/ficha.pdf')
  })

  it("offers the producer's phones and email, or the agency's without a producer", () => {
    const { unmount } = renderPage({ producer: makeProducer() })
    let enquiry = section('Consultá por esta propiedad')
    expect(within(enquiry).getByText('Sofía Quiroga')).toBeInTheDocument()
    expect(within(enquiry).getByRole('link', { name: /\+54 9 11 5555-0212/ })).toHaveAttribute(
      'href',
      'tel:+5491155550212',
    )
    expect(within(enquiry).getByRole('link', { name: /sofia@example.com/ })).toHaveAttribute(
      'href',
      'mailto:sofia@example.com',
    )
    const slot = enquiry.querySelector<HTMLElement>('#consulta')!
    expect(within(slot).getByRole('form', { name: 'Enviar consulta' })).toBeInTheDocument()
    expect(within(slot).getByLabelText('Mensaje')).toHaveValue(
      'Hola, me interesa «Luminoso 3 ambientes con balcón en Palermo» (código PAL-2381). ¿Me podrían dar más información?',
    )
    unmount()

    renderPage({ producer: null })
    enquiry = section('Consultá por esta propiedad')
    const { name, contact } = siteQueryResult().siteSettings
    expect(within(enquiry).getByText(name)).toBeInTheDocument()
    expect(within(enquiry).getByRole('link', { name: new RegExp(contact.mail) })).toHaveAttribute(
      'href',
      `mailto:${contact.mail}`,
    )
  })

  it('sends WhatsApp to the app under 992 px and to WhatsApp Web from 992 px', () => {
    renderPage({ operations: [rent] })
    const enquiry = () => screen.getByRole('link', { name: /Consultar por WhatsApp/ })
    const share = () => within(section('Compartir')).getByRole('link', { name: /WhatsApp/ })

    setViewportWidth(991)
    expect(enquiry().getAttribute('href')).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?/)
    expect(share().getAttribute('href')).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?/)
    setViewportWidth(992)
    expect(enquiry().getAttribute('href')).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?/)

    const query = new URL(enquiry().getAttribute('href') ?? '').searchParams
    expect(query.get('phone')).toBe('5491155550100')
    expect(query.get('text')).toBe(
      `Hola, quiero consultar por «Luminoso 3 ambientes con balcón en Palermo» (código PAL-2381): ${PAGE_URL}`,
    )
    expect(new URL(share().getAttribute('href') ?? '').searchParams.has('phone')).toBe(false)
  })

  it('shows the related properties', () => {
    const other = makeProperty({ id: 7104999, title: 'Casa con jardín en Belgrano' })
    renderPage({}, { related: [toPropertyCard(other, 1)] })
    const related = section('Propiedades similares')
    expect(
      within(related).getByRole('link', { name: 'Casa con jardín en Belgrano' }),
    ).toHaveAttribute('href', '/propiedad/venta/gorriti-al-4300/7104999')
  })
})

function renderHead(overrides: Partial<Property> = {}, context: Partial<PropertyContext> = {}) {
  // The context the build writes (gatsby/pages/properties.ts), its structured data included.
  const property = makeProperty(overrides)
  const operationId = context.operationId ?? property.operations[0]?.operation_id ?? 1
  const pageContext = contextAt<PropertyContext>(
    propertyPages,
    propertyPath(property, operationId),
    {
      ...demoCatalogue(),
      properties: [property],
    },
  )
  const props = { pageContext } as unknown as HeadProps<object, PropertyContext>
  const { container } = renderWithProviders(<Head {...props} />)
  // Head renders meta elements and a script, which have no roles: read them as a crawler does.
  const jsonLd = container.querySelector('script[type="application/ld+json"]')?.textContent
  return {
    meta: (key: string) =>
      container
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content'),
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    title: container.querySelector('title')?.textContent,
    jsonLd: JSON.parse(jsonLd ?? 'null'),
  }
}

describe('PropertyPage printed sheet', () => {
  afterEach(() => jest.restoreAllMocks())

  it("opens the browser's print dialog from 'Imprimir ficha', once the sheet's block is there", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      expect(document.querySelector('aside.print-only')).not.toBeNull()
    })
    const { user } = renderPage()
    await user.click(screen.getByRole('button', { name: 'Imprimir ficha' }))
    // The dialog waits for the QR code to be drawn.
    const qr = await waitFor(() => document.querySelector('img[data-sheet-qr]') as HTMLElement)
    expect(print).not.toHaveBeenCalled()
    fireEvent.load(qr)
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
  })

  it('carries the QR code of this page, the agency and the agent, for print only, from the time the page is idle', async () => {
    const settings = siteQueryResult().siteSettings
    renderPage(
      {
        id: 7104123,
        producer: makeProducer({ name: 'Laura Demo', cellphone: '+54 9 11 4444-0000' }),
      },
      { operationId: 2 },
    )
    // The sheet is display: none on screen (print-only), so it is looked up by its class.
    const sheet = await waitFor(() => document.querySelector('aside.print-only') as HTMLElement)
    expect(within(sheet).getByRole('img')).toHaveAttribute('src', '/qr/7104123-2.svg')
    expect(sheet).toHaveTextContent(`${TEST_SITE_URL}/propiedad/alquiler/`)
    expect(sheet).toHaveTextContent(`Inmobiliaria${settings.name}${settings.contact.phone}`)
    expect(sheet).toHaveTextContent('AsesorLaura Demo+54 9 11 4444-0000')
  })
})

describe('PropertyPage Head', () => {
  it('gives the title, the canonical address of this operation and the cover photo', () => {
    const head = renderHead(
      {
        operations: [sale, rent],
        photos: [
          makePhoto({ image: 'https://cdn.example/1.jpg' }),
          makePhoto({ image: 'https://cdn.example/2.jpg', is_front_cover: true }),
        ],
      },
      { operationId: 2 },
    )
    expect(head.title).toMatch(/^Luminoso 3 ambientes con balcón en Palermo \| /)
    expect(head.canonical).toBe(PAGE_URL)
    expect(head.meta('og:url')).toBe(PAGE_URL)
    expect(head.meta('og:image')).toBe('https://cdn.example/2.jpg')
    expect(head.meta('twitter:image')).toBe('https://cdn.example/2.jpg')
    expect(head.meta('description')).toBe('Muy luminoso.')
  })

  it('describes the listing in JSON-LD with an offer per price and its place', () => {
    const { jsonLd } = renderHead({ operations: [sale, rent] }, { operationId: 2 })
    expect(jsonLd['@context']).toBe('https://schema.org')
    const [listing, breadcrumbs] = jsonLd['@graph']
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Luminoso 3 ambientes con balcón en Palermo',
      url: PAGE_URL,
      about: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'Gorriti al 4300' },
        geo: { '@type': 'GeoCoordinates', latitude: -34.586921, longitude: -58.4312007 },
      },
    })
    expect(
      listing.offers.map((offer: Record<string, unknown>) => [
        offer.name,
        offer.price,
        offer.priceCurrency,
        offer.availability,
      ]),
    ).toEqual([
      ['Alquiler', 850_000, 'ARS', 'https://schema.org/InStock'],
      ['Venta', 185_000, 'USD', 'https://schema.org/InStock'],
    ])
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Inicio',
      'Alquiler',
      'Luminoso 3 ambientes con balcón en Palermo',
    ])
  })

  it('publishes no offer for a hidden price, and the no-image picture without photos', () => {
    const head = renderHead({ web_price: false, photos: [] })
    expect(head.jsonLd['@graph'][0]).not.toHaveProperty('offers')
    expect(head.meta('og:image')).toBe(`${TEST_SITE_URL}/sin-imagen.svg`)
  })
})

describe('PropertyPage live check', () => {
  const related = [
    toPropertyCard(makeProperty({ id: 7104200, title: 'Dos ambientes en Colegiales' })),
  ]

  it('asks the site for the record once the page has loaded, then shows a new lower price', async () => {
    live = (record) =>
      HttpResponse.json({
        ...record,
        operations: [{ ...sale, prices: [makePrice({ price: 150_000 })] }],
      })
    renderPage({ operations: [sale] }, { operationId: 1 })
    // Nothing at the first render: the check waits for the browser to be idle.
    expect(siteRequests).toEqual([])
    expect(await screen.findByText('Precio actualizado')).toBeInTheDocument()
    expect(screen.getByText('USD 150.000')).toBeInTheDocument()
    expect(screen.getByText('Bajó USD 35K (19 %)')).toBeInTheDocument()
    expect(screen.getByText('USD 185.000').tagName).toBe('DEL')
    expect(
      siteRequests.map(
        (request) => `${request.method} ${request.url.pathname}${request.url.search}`,
      ),
    ).toEqual(['GET /api/properties/7104123'])
  })

  it('says a withdrawn listing is no longer available and offers similar ones instead of the enquiry', async () => {
    live = () => HttpResponse.json({ error: 'No encontramos lo que buscabas.' }, { status: 404 })
    renderPage({}, { operationId: 1, related })
    expect(screen.getByRole('heading', { name: 'Consultá por esta propiedad' })).toBeInTheDocument()
    const band = (await screen.findByText('Esta propiedad ya no está disponible')).closest(
      '[role="status"]',
    ) as HTMLElement
    expect(band).toHaveTextContent('Esta propiedad ya no está disponible')
    expect(within(band).getByRole('link', { name: 'Ver propiedades en venta' })).toHaveAttribute(
      'href',
      '/venta',
    )
    expect(screen.queryByRole('heading', { name: 'Consultá por esta propiedad' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Consultar' })).toBeNull()
    expect(screen.getByText('Último precio publicado')).toBeInTheDocument()
    const similar = screen.getByRole('region', { name: 'Propiedades similares' })
    expect(within(similar).getByText('Dos ambientes en Colegiales')).toBeInTheDocument()
    // Once: in the enquiry's place, not again below.
    expect(screen.getAllByRole('heading', { name: 'Propiedades similares' })).toHaveLength(1)
  })

  it('counts a listing now marked not available (4) as withdrawn', async () => {
    live = (record) => HttpResponse.json({ ...record, status: 4 })
    renderPage({}, { operationId: 1 })
    expect(await screen.findByText('Esta propiedad ya no está disponible')).toBeInTheDocument()
  })

  it('marks a reservation made since the build and keeps the enquiry', async () => {
    live = (record) => HttpResponse.json({ ...record, status: 3 })
    renderPage({}, { operationId: 1 })
    expect(await screen.findByText('Esta propiedad está reservada')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Consultá por esta propiedad' })).toBeInTheDocument()
  })

  it('stays as built, saying nothing, when the check fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    live = () => HttpResponse.json({ error: 'caído' }, { status: 502 })
    renderPage({}, { operationId: 1 })
    await waitFor(() => expect(siteRequests).toHaveLength(1))
    await waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('USD 185.000').tagName).not.toBe('DEL')
    log.mockRestore()
  })

  it('says nothing when the record is as built', async () => {
    renderPage({}, { operationId: 1 })
    await waitFor(() => expect(siteRequests).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByText('Precio actualizado')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
