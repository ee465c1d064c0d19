import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { contextAt, demoCatalogue, newsPages } from '../../__tests__/support/pageContexts'
import { pageProps, renderPage } from '../../__tests__/support/pages'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import type { NewsListContext } from '../domain/contracts/pageContexts'
import NewsListPage, { Head } from './NewsListPage'

// After hydration the list asks the backend for the news as they are now: the emulator answers.
const { server } = setupMswServer(...serviceHandlers())
const NEWS = `${TEST_CONFIG.backendUrl}/api/site/novedades/`

const LIST = '/novedades/'
const listContext = () => contextAt<NewsListContext>(newsPages, LIST)

const titles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
const topicRadio = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Tema' })).getByRole('radio', { name })

describe('NewsListPage live', () => {
  it('shows an entry published after the build once the backend answers', async () => {
    const fresh = {
      ...demoData().news[0]!,
      id: 500,
      title: 'Recién publicada',
      slug: 'recien-publicada',
    }
    server.use(http.get(NEWS, () => HttpResponse.json([fresh, ...demoData().news])))
    renderPage(NewsListPage, listContext(), LIST)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Recién publicada' }),
    ).toBeInTheDocument()
    expect(titles()).toHaveLength(13)
  })

  it('keeps the built list and says so when the backend fails', async () => {
    server.use(http.get(NEWS, () => new HttpResponse(null, { status: 500 })))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage(NewsListPage, listContext(), LIST)
    expect(await screen.findByText(/No pudimos actualizar las novedades/)).toBeInTheDocument()
    spy.mockRestore()
    expect(titles()).toHaveLength(12)
  })
})

describe('NewsListPage', () => {
  it('lists every entry, newest first, under one h1', () => {
    renderPage(NewsListPage, listContext(), LIST)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Novedades',
    ])
    expect(titles()).toHaveLength(12)
    expect(titles()[0]).toBe('Cómo se movió el mercado inmobiliario porteño en el primer semestre')
    expect(screen.getByRole('status')).toHaveTextContent('12 novedades')
    expect(
      screen.getByRole('link', { name: 'Créditos hipotecarios: qué piden los bancos hoy' }),
    ).toHaveAttribute('href', '/novedades/11/creditos-hipotecarios-que-piden-los-bancos-hoy')
  })

  it('offers every topic with its count', () => {
    renderPage(NewsListPage, listContext(), LIST)
    const radios = within(screen.getByRole('group', { name: 'Tema' })).getAllByRole('radio')
    const expected = [
      'Todos (12)',
      'Alquileres (3)',
      'Consejos (6)',
      'Créditos (1)',
      'Emprendimientos (2)',
      'La inmobiliaria (2)',
      'Mercado (4)',
    ]
    expect(radios).toHaveLength(expected.length)
    radios.forEach((radio, index) => expect(radio).toHaveAccessibleName(expected[index]))
    expect(topicRadio(/^Todos/)).toBeChecked()
  })

  it('narrows the list to a topic and keeps it in the address as ?tema', async () => {
    const { user, history } = renderPage(NewsListPage, listContext(), LIST)
    await user.click(topicRadio(/^Créditos/))
    expect(history()).toEqual(['/novedades/?tema=Cr%C3%A9ditos'])
    expect(titles()).toEqual(['Créditos hipotecarios: qué piden los bancos hoy'])
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1 de 12 novedades')

    await user.click(topicRadio(/^Todos/))
    expect(history()).toEqual([LIST])
    expect(titles()).toHaveLength(12)
  })

  it('opens with the topic of a shared address, however it is spelled', () => {
    renderPage(NewsListPage, listContext(), `${LIST}?tema=la+INMOBILIARIA`)
    expect(topicRadio(/^La inmobiliaria/)).toBeChecked()
    expect(titles()).toEqual([
      'Horarios de atención durante las fiestas',
      'Sumamos nuevas propiedades en Villa Urquiza y Colegiales',
    ])
  })

  it('shows everything for a topic it does not know', () => {
    renderPage(NewsListPage, listContext(), `${LIST}?tema=Deportes`)
    expect(topicRadio(/^Todos/)).toBeChecked()
    expect(titles()).toHaveLength(12)
  })

  it('says so when there is no news yet, with a link home', () => {
    const catalogue = { ...demoCatalogue(), news: [] }
    renderPage(NewsListPage, contextAt<NewsListContext>(newsPages, LIST, catalogue), LIST)
    expect(screen.getByRole('status')).toHaveTextContent('Todavía no publicamos novedades.')
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('group', { name: 'Tema' })).not.toBeInTheDocument()
  })
})

describe('NewsListPage Head', () => {
  it('gives the list its title, canonical address without the filter and a picture', () => {
    const { container } = render(<Head {...pageProps(listContext(), `${LIST}?tema=Mercado`)} />)
    expect(container.querySelector('title')).toHaveTextContent('Novedades | Inmobiliaria Demo')
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://inmobiliaria.example/novedades/',
    )
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Inmobiliaria Demo'),
    )
    expect(container.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://media.test/demo-media/news/12-0/original.jpg',
    )
  })
})
