import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { HeadProps, PageProps } from 'gatsby'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  makeDevelopment,
  makeDevelopmentContext,
  makePrice,
  makeProducer,
  makeUnit,
} from '../../__tests__/support/factories'
import { queryOf, setupMswServer, withoutSettings } from '../../__tests__/support/msw'
import { contextAt, demoCatalogue, developmentPages } from '../../__tests__/support/pageContexts'
import { renderWithProviders } from '../../__tests__/support/render'
import { afterAWhile } from '../../__tests__/support/time'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import type { Development, DevelopmentUnit } from '../domain/types'
import { developmentPath } from '../domain/site/urls'
import type { DevelopmentContext } from '../domain/contracts/pageContexts'
import DevelopmentPage, { Head } from './DevelopmentPage'

// After hydration the page asks for the development's units as they are now.
const { server, requests } = setupMswServer(...serviceHandlers())
const SEARCH = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`

const unit = (overrides: Partial<DevelopmentUnit>) =>
  makeUnit({
    operations: [
      { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: 120_000 })] },
    ],
    ...overrides,
  })

function renderPage(overrides: Partial<Development> = {}) {
  const pageContext = makeDevelopmentContext(makeDevelopment(overrides))
  return renderWithProviders(
    <DevelopmentPage {...({ pageContext } as PageProps<object, DevelopmentContext>)} />,
  )
}

describe('DevelopmentPage live units', () => {
  it('replaces the built units with the ones for sale now', async () => {
    const current = { ...demoData().properties[0]!, id: 7300001, real_address: 'Piso 9 - 9A' }
    server.use(
      http.get(SEARCH, () => HttpResponse.json({ meta: { total_count: 1 }, objects: [current] })),
    )
    renderPage({ units: [unit({ id: 1, floor: 1, real_address: 'Piso 1 - 1A' })] })
    const units = screen.getByRole('region', { name: 'Unidades' })
    expect(within(units).getByRole('link', { name: 'Piso 1 - 1A' })).toBeInTheDocument()
    expect(await within(units).findByRole('link', { name: 'Piso 9 - 9A' })).toBeInTheDocument()
    expect(within(units).queryByRole('link', { name: 'Piso 1 - 1A' })).toBeNull()
    expect(queryOf(withoutSettings(requests)[0]!)).toMatchObject({
      development: '41877',
      offset: '0',
    })
  })

  it('keeps the built units and says so when the refresh fails', async () => {
    server.use(http.get(SEARCH, () => new HttpResponse(null, { status: 503 })))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage({ units: [unit({ id: 1, floor: 1, real_address: 'Piso 1 - 1A' })] })
    const units = screen.getByRole('region', { name: 'Unidades' })
    await waitFor(() => expect(units).toHaveTextContent('No pudimos actualizar las unidades'))
    spy.mockRestore()
    expect(within(units).getByRole('link', { name: 'Piso 1 - 1A' })).toBeInTheDocument()
  })
})

describe('DevelopmentPage', () => {
  it('shows the name, status, delivery, units count and price range', () => {
    renderPage({
      units: [unit({ id: 1, floor: 1, real_address: 'Piso 1 - 1A' }), unit({ id: 2, floor: 2 })],
    })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Torre Aurora')
    expect(screen.getByText('En Construcción', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText('diciembre de 2026')).toBeInTheDocument()
    const prices = screen.getByText('Precios').nextElementSibling
    expect(prices).toHaveTextContent('USD 120K')
    expect(screen.getByText('Unidades', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2',
    )
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' })
    expect(within(trail).getByRole('link', { name: 'Emprendimientos' })).toHaveAttribute(
      'href',
      '/emprendimientos/',
    )
  })

  it('groups the units by tower and lists each from the basement up, linking to their pages', () => {
    renderPage({
      units: [
        unit({
          id: 11,
          subdivision: 'Torre B',
          subdivision_number: 2,
          floor: 1,
          real_address: 'Piso 1 - 1A',
        }),
        unit({
          id: 12,
          subdivision: 'Torre A',
          subdivision_number: 1,
          floor: 3,
          real_address: 'Piso 3 - 3B',
        }),
        unit({
          id: 13,
          subdivision: 'Torre A',
          subdivision_number: 1,
          floor: 0,
          real_address: 'PB - A',
        }),
        unit({
          id: 14,
          subdivision: 'Torre A',
          subdivision_number: 1,
          floor: -1,
          real_address: 'Subsuelo 1 - C1',
          web_price: false,
        }),
      ],
    })
    const tables = within(screen.getByRole('region', { name: 'Unidades' })).getAllByRole('table')
    expect(
      tables.map((table) => within(table).getByText(/unidad/, { selector: 'caption' }).textContent),
    ).toEqual(['Torre A · 3 unidades', 'Torre B · 1 unidad'])
    const rows = within(tables[0]!).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Subsuelo 1 - C1',
      'PB - A',
      'Piso 3 - 3B',
    ])
    expect(within(rows[0]!).getByText('CONSULTAR')).toBeInTheDocument()
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute(
      'href',
      '/propiedad/venta/gorriti-al-4300/12',
    )
  })

  it('says to ask when there are no units, and falls back to "Sin descripción"', () => {
    renderPage({ units: [], description: '', description_text: '' })
    expect(
      screen.getByText('Consultanos por las unidades disponibles y sus precios.'),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Descripción' })).getByText('Sin descripción'),
    ).toBeInTheDocument()
  })

  it('shows financing, the person in charge and no map until asked', async () => {
    const { user } = renderPage({ producer: makeProducer({ name: 'Laura Demo' }) })
    expect(screen.getByRole('region', { name: 'Financiación' })).toHaveTextContent('Anticipo 30%')
    expect(
      screen.getByRole('region', { name: 'Consultá por este emprendimiento' }),
    ).toHaveTextContent('Laura Demo')
    expect(document.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ver mapa' }))
    expect(document.querySelector('iframe')).toHaveAttribute(
      'title',
      expect.stringContaining('Mapa de'),
    )
  })

  it('describes itself to search engines with an aggregate offer over its units', () => {
    const development = makeDevelopment({
      units: [unit({ id: 1 }), unit({ id: 2, operations: [] })],
    })
    // The context the build writes, its structured data included.
    const pageContext = contextAt<DevelopmentContext>(
      developmentPages,
      developmentPath(development),
      { ...demoCatalogue(), developments: [development] },
    )
    const html = renderToStaticMarkup(
      <Head {...({ pageContext } as HeadProps<object, DevelopmentContext>)} />,
    )
    expect(html).toContain('<title>Torre Aurora | Inmobiliaria Demo</title>')
    expect(html).toContain(
      'href="https://inmobiliaria.example/emprendimientos/av.-demo-al-2500/41877"',
    )
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1]
    const document = JSON.parse(json!) as { '@graph': { offers?: unknown }[] }
    expect(document['@graph'][0]?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 120_000,
      offerCount: 1,
    })
  })
})

describe('DevelopmentPage board', () => {
  // Still published; the built units stay (their refresh fails), so the board holds still.
  async function renderBuilt(units: DevelopmentUnit[]) {
    const published = { ...demoData().developments[0]!, id: 41877, display_on_web: true }
    server.use(
      http.get(`${TEST_CONFIG.proxyUrl}/api/v1/tokko/developments/:id`, () =>
        HttpResponse.json(published),
      ),
      http.get(SEARCH, () => new HttpResponse(null, { status: 503 })),
    )
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const rendered = renderPage({ units })
    await screen.findByText(/No pudimos actualizar las unidades/)
    return rendered
  }
  beforeEach(() => sessionStorage.clear())
  afterEach(() => jest.restoreAllMocks())

  it('asks about a unit chosen on the board: the note has the focus, the message and the lead name it', async () => {
    const { user } = await renderBuilt([
      unit({
        id: 21,
        floor: 3,
        real_address: 'Piso 3 - 3B',
        subdivision: 'Torre A',
        subdivision_number: 1,
        status: 2,
      }),
      unit({
        id: 22,
        floor: 2,
        real_address: 'Piso 2 - 2A',
        subdivision: 'Torre A',
        subdivision_number: 1,
        status: 4,
      }),
    ])
    const board = screen.getByRole('region', { name: 'Plano de Torre A' })
    expect(within(board).getByText('No disponible')).toBeInTheDocument()
    // The table stays the complete list, status included.
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeInTheDocument()
    await user.click(within(board).getByRole('button', { name: /Piso 3 - 3B/ }))
    const note = screen.getByText(/Tu consulta es por la unidad/)
    expect(note).toHaveTextContent('Tu consulta es por la unidad Piso 3 - 3B (Torre A).')
    expect(note).toHaveFocus()
    const message =
      'Hola, me interesa la unidad Piso 3 - 3B de Torre A en Torre Aurora. ¿Me podrían dar más información?'
    expect(screen.getByLabelText('Mensaje')).toHaveValue(message)
    await user.type(screen.getByLabelText('Nombre'), 'Ana')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    const inbox = requests.find((request) => request.url.href.startsWith(INBOX))
    expect(inbox?.body).toMatchObject({
      status: 'development_query',
      development: 41877,
      property_id: 21,
      message,
    })
  })

  it('goes back to the development as a whole, keeping a message the visitor wrote', async () => {
    const { user } = await renderBuilt([
      unit({ id: 21, floor: 3, real_address: 'Piso 3 - 3B', status: 3 }),
    ])
    const initial = screen.getByLabelText('Mensaje')
    const first = (initial as HTMLTextAreaElement).value
    await user.click(screen.getByRole('button', { name: /Piso 3 - 3B/ }))
    expect(initial).toHaveValue(
      'Hola, me interesa la unidad Piso 3 - 3B en Torre Aurora. ¿Me podrían dar más información?',
    )
    await user.click(screen.getByRole('button', { name: 'Consultar por el emprendimiento' }))
    expect(screen.queryByText(/Tu consulta es por la unidad/)).toBeNull()
    expect(initial).toHaveValue(first)
    await user.clear(initial)
    await user.type(initial, 'Mi propio mensaje')
    await user.click(screen.getByRole('button', { name: /Piso 3 - 3B/ }))
    expect(initial).toHaveValue('Mi propio mensaje')
  })
})

describe('DevelopmentPage live check', () => {
  const DEVELOPMENT = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/developments/:id`

  it('says a development taken off the web is no longer available, without the enquiry', async () => {
    server.use(
      http.get(DEVELOPMENT, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    )
    renderPage()
    expect(screen.getByRole('heading', { name: /Consultá/ })).toBeInTheDocument()
    const band = (await screen.findByText('Este emprendimiento ya no está disponible')).closest(
      '[role="status"]',
    ) as HTMLElement
    expect(within(band).getByRole('link', { name: 'Ver los emprendimientos' })).toHaveAttribute(
      'href',
      '/emprendimientos/',
    )
    expect(screen.queryByRole('heading', { name: /Consultá/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Consultar' })).toBeNull()
    expect(
      withoutSettings(requests)
        .map((request) => request.url.pathname)
        .filter((path) => path.includes('/developments/')),
    ).toEqual(['/mh/api/v1/tokko/developments/41877'])
  })

  it('says nothing while it is still published', async () => {
    const published = { ...demoData().developments[0]!, id: 41877, display_on_web: true }
    server.use(http.get(DEVELOPMENT, () => HttpResponse.json(published)))
    renderPage()
    await waitFor(() =>
      expect(requests.some((request) => request.url.pathname.endsWith('/developments/41877'))).toBe(
        true,
      ),
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText(/ya no está disponible/)).toBeNull()
    expect(screen.getByRole('heading', { name: /Consultá/ })).toBeInTheDocument()
  })
})
