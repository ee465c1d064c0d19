import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { contextAt, demoCatalogue, developmentPages } from '../../__tests__/support/pageContexts'
import { pageProps, renderPage } from '../../__tests__/support/pages'
import { makeTestStore } from '../../__tests__/support/render'
import { demoData, serviceHandlers } from '../../__tests__/support/services'
import type { DevelopmentsContext } from '../domain/contracts/pageContexts'
import DevelopmentsPage, { Head } from './DevelopmentsPage'

// After hydration the page asks for the live development filters: the emulator answers.
const { server, requests } = setupMswServer(...serviceHandlers())
const DEVELOPMENT_SEARCH = 'http://proxy.test/mh/api/v1/tokko/developments/search'

const LIST = '/emprendimientos/'
const TAG = '/emprendimientos/torre-aurora'
const listContext = () => contextAt<DevelopmentsContext>(developmentPages, LIST)
const tagContext = () => contextAt<DevelopmentsContext>(developmentPages, TAG)

const cardNames = (main = screen.getByRole('main')) =>
  within(main)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
const statusRadio = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Estado de la obra' })).getByRole('radio', { name })

describe('DevelopmentsPage', () => {
  it('lists every development under one h1, with the tag pages as navigation', () => {
    renderPage(DevelopmentsPage, listContext(), LIST)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Emprendimientos',
    ])
    expect(cardNames()).toHaveLength(7)
    expect(screen.getByRole('status')).toHaveTextContent('7 emprendimientos')

    const tags = screen.getByRole('navigation', { name: 'Etiquetas' })
    const links = within(tags).getAllByRole('link')
    expect(links[0]).toHaveAccessibleName('Todos')
    expect(links[0]).toHaveAttribute('aria-current', 'page')
    expect(within(tags).getByRole('link', { name: 'Torre Aurora (1)' })).toHaveAttribute(
      'href',
      TAG,
    )
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('offers the four status choices with their counts, Todos first and chosen', () => {
    renderPage(DevelopmentsPage, listContext(), LIST)
    const group = screen.getByRole('group', { name: 'Estado de la obra' })
    const radios = within(group).getAllByRole('radio')
    const expected = [
      'Todos (7)',
      'En pozo (3)',
      'En Construcción (2)',
      'Construcción Terminada (2)',
    ]
    expect(radios).toHaveLength(expected.length)
    radios.forEach((radio, index) => expect(radio).toHaveAccessibleName(expected[index]))
    expect(statusRadio(/^Todos/)).toBeChecked()
  })

  it('narrows the list to a status and keeps the choice in the address', async () => {
    const { user, history } = renderPage(DevelopmentsPage, listContext(), LIST)
    await user.click(statusRadio(/^En pozo/))

    expect(history()).toEqual(['/emprendimientos/?estado=3'])
    expect(statusRadio(/^En pozo/)).toBeChecked()
    expect(cardNames()).toEqual(['Recoleta Plaza', 'Jardines de Olivos', 'Torre Aurora'])
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 3 de 7 emprendimientos')

    await user.click(statusRadio(/^Todos/))
    expect(history()).toEqual([LIST])
    expect(cardNames()).toHaveLength(7)
  })

  it('opens with the status of a shared address, and finds it again after leaving', async () => {
    const first = renderPage(DevelopmentsPage, listContext(), `${LIST}?estado=6`)
    expect(statusRadio(/^Construcción Terminada/)).toBeChecked()
    expect(cardNames()).toEqual(['Urquiza Parque', 'Mirador Madero'])

    await first.user.click(statusRadio(/^En Construcción/))
    const left = first.currentUrl() ?? ''
    first.unmount()
    renderPage(DevelopmentsPage, listContext(), left)
    expect(statusRadio(/^En Construcción/)).toBeChecked()
    expect(cardNames()).toEqual(['Bahía Nordelta', 'Altos de Belgrano'])
  })

  it('ignores an unknown status code', () => {
    renderPage(DevelopmentsPage, listContext(), `${LIST}?estado=5`)
    expect(statusRadio(/^Todos/)).toBeChecked()
    expect(cardNames()).toHaveLength(7)
  })

  it('hydrates the static HTML of the whole list, then applies the address', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const app = (
      <Provider store={makeTestStore()}>
        <DevelopmentsPage {...pageProps(listContext(), `${LIST}?estado=6`)} />
      </Provider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(app)
    const main = within(container).getByRole('main')
    expect(cardNames(main)).toHaveLength(7)

    const root = await act(async () => hydrateRoot(container, app))
    expect(cardNames(main)).toEqual(['Urquiza Parque', 'Mirador Madero'])
    // Under jsdom react-redux's Provider sees a DOM and warns about useLayoutEffect in the server
    // render; anything else (a hydration mismatch above all) would be a real error.
    const reported = errors.mock.calls.filter(([message]) => !/useLayoutEffect/.test(`${message}`))
    expect(reported).toEqual([])
    act(() => root.unmount())
    container.remove()
  })

  it('shows a tag page with its tag marked as the current one', () => {
    renderPage(DevelopmentsPage, tagContext(), TAG)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Emprendimientos: Torre Aurora',
    )
    expect(cardNames()).toEqual(['Torre Aurora'])
    const tags = screen.getByRole('navigation', { name: 'Etiquetas' })
    expect(within(tags).getByRole('link', { name: 'Torre Aurora (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(tags).getByRole('link', { name: 'Todos' })).not.toHaveAttribute('aria-current')
  })

  it('disables the statuses a page has none of', () => {
    renderPage(DevelopmentsPage, tagContext(), TAG)
    expect(statusRadio(/^En pozo/)).toBeEnabled()
    expect(statusRadio(/^En Construcción/)).toBeDisabled()
    expect(statusRadio(/^Construcción Terminada/)).toBeDisabled()
  })

  it('explains an empty status in Spanish and offers the way back to all', async () => {
    const { user, history } = renderPage(DevelopmentsPage, tagContext(), `${TAG}?estado=4`)
    expect(statusRadio(/^En Construcción/)).toBeChecked()
    expect(cardNames()).toEqual([])
    expect(screen.getByRole('status')).toHaveTextContent(
      'No hay emprendimientos en construcción por ahora.',
    )
    await user.click(screen.getByRole('button', { name: 'Ver todos los emprendimientos' }))
    expect(history()).toEqual([TAG])
    expect(cardNames()).toEqual(['Torre Aurora'])
  })

  it('says so when the agency has no developments, with a link home', () => {
    const catalogue = { ...demoCatalogue(), developments: [] }
    renderPage(
      DevelopmentsPage,
      contextAt<DevelopmentsContext>(developmentPages, LIST, catalogue),
      LIST,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Todavía no hay emprendimientos publicados.',
    )
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Etiquetas' })).not.toBeInTheDocument()
  })
})

describe('DevelopmentsPage live', () => {
  it('asks the development filters for the chosen status and shows what they answer now', async () => {
    const newer = {
      ...demoData().developments[0]!,
      id: 99_001,
      name: 'Torre Nueva',
      construction_status: 3,
    }
    server.use(
      http.get(DEVELOPMENT_SEARCH, () =>
        HttpResponse.json({ meta: { total_count: 1, limit: 0, offset: 0 }, objects: [newer] }),
      ),
    )
    renderPage(DevelopmentsPage, listContext(), `${LIST}?estado=3`)
    expect(await screen.findByRole('heading', { name: 'Torre Nueva' })).toBeInTheDocument()
    expect(cardNames()).toEqual(['Torre Nueva'])
    expect(queryOf(requests.at(-1)!)).toEqual({ cache: '0', construction_status: '3', limit: '0' })
  })

  it('keeps the built list and says so when the live call fails', async () => {
    server.use(http.get(DEVELOPMENT_SEARCH, () => new HttpResponse(null, { status: 503 })))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage(DevelopmentsPage, listContext(), LIST)
    expect(await screen.findByText(/No pudimos actualizar la lista/)).toBeInTheDocument()
    spy.mockRestore()
    expect(cardNames()).toHaveLength(7)
  })
})

describe('DevelopmentsPage Head', () => {
  const meta = (container: HTMLElement, selector: string, attribute = 'content') =>
    container.querySelector(selector)?.getAttribute(attribute)

  it('gives the list its title, description, canonical address and a cover picture', () => {
    const { container } = render(<Head {...pageProps(listContext(), `${LIST}?estado=3`)} />)
    expect(container.querySelector('title')).toHaveTextContent(
      'Emprendimientos | Inmobiliaria Demo',
    )
    expect(meta(container, 'meta[name="description"]')).toBe(
      '7 emprendimientos en pozo, en construcción y terminados: ubicación, fecha de entrega, unidades y precios.',
    )
    expect(meta(container, 'link[rel="canonical"]', 'href')).toBe(
      'https://inmobiliaria.example/emprendimientos/',
    )
    expect(meta(container, 'meta[property="og:image"]')).toMatch(/^http:\/\/media\.test\/.+\.jpg$/)
  })

  it('gives a tag page its own title and canonical address', () => {
    const { container } = render(<Head {...pageProps(tagContext(), TAG)} />)
    expect(container.querySelector('title')).toHaveTextContent(
      'Emprendimientos: Torre Aurora | Inmobiliaria Demo',
    )
    expect(meta(container, 'link[rel="canonical"]', 'href')).toBe(
      'https://inmobiliaria.example/emprendimientos/torre-aurora',
    )
  })
})
