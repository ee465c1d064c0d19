import { render, screen, within } from '@testing-library/react'
import { contextAt, newsPages } from '../../__tests__/support/pageContexts'
import { pageProps, renderPage } from '../../__tests__/support/pages'
import type { NewsEntryContext } from '../domain/contracts/pageContexts'
import NewsEntryPage, { Head } from './NewsEntryPage'

const PATH = '/novedades/11/creditos-hipotecarios-que-piden-los-bancos-hoy'
const entryContext = () => contextAt<NewsEntryContext>(newsPages, PATH)

describe('NewsEntryPage', () => {
  it('shows the entry: title, date, author, topics, picture and text', () => {
    renderPage(NewsEntryPage, entryContext(), PATH)
    const article = screen.getByRole('article', {
      name: 'Créditos hipotecarios: qué piden los bancos hoy',
    })
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      within(article).getByRole('heading', { level: 1 }),
    ])
    expect(within(article).getByText('30 de mayo de 2025')).toHaveAttribute(
      'datetime',
      '2025-05-30',
    )
    expect(within(article).getByText('Por Laura Benítez')).toBeInTheDocument()

    const topics = within(article).getByRole('list', { name: 'Temas' })
    expect(within(topics).getByRole('link', { name: 'Créditos' })).toHaveAttribute(
      'href',
      '/novedades/?tema=Cr%C3%A9ditos',
    )
    expect(within(topics).getByRole('link', { name: 'Consejos' })).toHaveAttribute(
      'href',
      '/novedades/?tema=Consejos',
    )
    expect(article.querySelector('img')).toHaveAttribute(
      'src',
      'http://media.test/demo-media/news/11-0/original.jpg',
    )
    // The sanitised HTML of the entry, its own headings one level under the title.
    expect(within(article).getByRole('heading', { level: 2, name: 'Más detalles' })).toBeVisible()
    expect(within(article).getByText(/La cuota no puede superar el 25%/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Todas las novedades' })).toHaveAttribute(
      'href',
      '/novedades/',
    )
  })

  it('offers the newest other entries to read next', () => {
    renderPage(NewsEntryPage, entryContext(), PATH)
    const next = screen.getByRole('region', { name: 'Otras novedades' })
    const titles = within(next)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([
      'Cómo se movió el mercado inmobiliario porteño en el primer semestre',
      'Alquileres: lo que tenés que saber antes de firmar un contrato',
      'Lanzamos la preventa de Torre Aurora en Palermo',
    ])
    expect(within(next).getByRole('link', { name: 'Ver todas las novedades' })).toHaveAttribute(
      'href',
      '/novedades/',
    )
  })
})

describe('NewsEntryPage Head', () => {
  it('describes the entry as an article, with its picture and NewsArticle data', () => {
    const { container } = render(<Head {...pageProps(entryContext(), PATH)} />)
    const content = (selector: string) => container.querySelector(selector)?.getAttribute('content')
    expect(container.querySelector('title')).toHaveTextContent(
      'Créditos hipotecarios: qué piden los bancos hoy | Inmobiliaria Demo',
    )
    expect(content('meta[name="description"]')).toBe(
      'Repasamos requisitos, plazos y la relación cuota-ingreso que exigen las principales entidades.',
    )
    expect(content('meta[property="og:type"]')).toBe('article')
    expect(content('meta[property="og:image"]')).toBe(
      'http://media.test/demo-media/news/11-0/original.jpg',
    )
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://inmobiliaria.example${PATH}`,
    )
    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    )
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Créditos hipotecarios: qué piden los bancos hoy',
      description:
        'Repasamos requisitos, plazos y la relación cuota-ingreso que exigen las principales entidades.',
      datePublished: '2025-05-30',
      author: { '@type': 'Person', name: 'Laura Benítez' },
      image: ['http://media.test/demo-media/news/11-0/original.jpg'],
      publisher: { '@type': 'Organization', name: 'Inmobiliaria Demo' },
      mainEntityOfPage: `https://inmobiliaria.example${PATH}`,
    })
  })
})
