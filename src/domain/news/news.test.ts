import {
  filterByTopic,
  newsArticleJsonLd,
  newsTopicPath,
  newsSummary,
  noNewsText,
  parseNewsId,
  parseTopicFilter,
  topicFilterOptions,
  topicFilterSearch,
} from './news'

const topics = ['Alquileres', 'Consejos', 'Créditos', 'La inmobiliaria']
const entries = [
  { id: 3, tags: ['Créditos', 'Consejos'] },
  { id: 2, tags: ['Alquileres'] },
  { id: 1, tags: ['Consejos'] },
]

describe('parseTopicFilter', () => {
  it('reads ?tema, decoded, spelled as the topic list spells it', () => {
    expect(parseTopicFilter('?tema=Cr%C3%A9ditos', topics)).toBe('Créditos')
    expect(parseTopicFilter('?tema=Créditos', topics)).toBe('Créditos')
    expect(parseTopicFilter('?tema=La+inmobiliaria', topics)).toBe('La inmobiliaria')
  })

  it('ignores accents and case, for links typed by hand', () => {
    expect(parseTopicFilter('?tema=creditos', topics)).toBe('Créditos')
    expect(parseTopicFilter('?tema=%20CONSEJOS', topics)).toBe('Consejos')
  })

  it('shows everything for a missing or unknown topic', () => {
    expect(parseTopicFilter('', topics)).toBeNull()
    expect(parseTopicFilter('?tema=', topics)).toBeNull()
    expect(parseTopicFilter('?tema=Deportes', topics)).toBeNull()
  })

  it('round-trips every topic through the query string', () => {
    for (const topic of [null, ...topics]) {
      expect(parseTopicFilter(topicFilterSearch('', topic), topics)).toBe(topic)
    }
  })
})

describe('topic links', () => {
  it('writes the topic and leaves it out for all, keeping other parameters', () => {
    expect(topicFilterSearch('', 'Consejos')).toBe('?tema=Consejos')
    expect(topicFilterSearch('?tema=Consejos&utm_source=mail', null)).toBe('?utm_source=mail')
  })

  it('links a tag to the list narrowed to it', () => {
    expect(newsTopicPath('Créditos')).toBe('/novedades/?tema=Cr%C3%A9ditos')
  })
})

describe('filterByTopic', () => {
  it('keeps the entries about the topic, in order', () => {
    expect(filterByTopic(entries, 'Consejos').map((entry) => entry.id)).toEqual([3, 1])
    expect(filterByTopic(entries, 'La inmobiliaria')).toEqual([])
  })

  it('keeps all of them without a topic, as a new list', () => {
    const all = filterByTopic(entries, null)
    expect(all.map((entry) => entry.id)).toEqual([3, 2, 1])
    expect(all).not.toBe(entries)
  })
})

describe('topicFilterOptions', () => {
  it('offers Todos and every topic with its count', () => {
    expect(topicFilterOptions(entries, topics)).toEqual([
      { value: null, label: 'Todos', count: 3 },
      { value: 'Alquileres', label: 'Alquileres', count: 1 },
      { value: 'Consejos', label: 'Consejos', count: 2 },
      { value: 'Créditos', label: 'Créditos', count: 1 },
      { value: 'La inmobiliaria', label: 'La inmobiliaria', count: 0 },
    ])
  })
})

describe('noNewsText', () => {
  it('says in Spanish what is missing', () => {
    expect(noNewsText(null)).toBe('Todavía no publicamos novedades.')
    expect(noNewsText('Créditos')).toBe('No hay novedades sobre «Créditos» por ahora.')
  })

  it('sums up what the list shows', () => {
    expect(newsSummary(12, 12, null)).toBe('12 novedades')
    expect(newsSummary(1, 12, 'Créditos')).toBe('Mostrando 1 de 12 novedades')
    expect(newsSummary(0, 0, null)).toBe('Todavía no publicamos novedades.')
  })
})

describe('parseNewsId', () => {
  it('reads a positive whole id', () => {
    expect(parseNewsId('?id=12')).toBe(12)
    expect(parseNewsId('?utm_source=x&id=999999')).toBe(999999)
  })

  it('rejects a missing, empty or malformed id', () => {
    for (const search of ['', '?id=', '?id=0', '?id=-4', '?id=1.5', '?id=12abc', '?id=1e3']) {
      expect(parseNewsId(search)).toBeNull()
    }
    expect(parseNewsId('?id=99999999999999999999')).toBeNull()
  })
})

describe('newsArticleJsonLd', () => {
  const entry = {
    title: 'Créditos hipotecarios: qué piden los bancos hoy',
    headline: 'Requisitos y tasas.',
    date_published: '2025-05-30',
    author: 'Laura Benítez',
    main_image: 'https://media.example/news/11.jpg',
  }

  it('describes the entry as a NewsArticle published by the agency', () => {
    expect(
      newsArticleJsonLd(entry, {
        url: 'https://inmobiliaria.example/novedades/11/creditos',
        publisher: 'Inmobiliaria Demo',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Créditos hipotecarios: qué piden los bancos hoy',
      description: 'Requisitos y tasas.',
      datePublished: '2025-05-30',
      author: { '@type': 'Person', name: 'Laura Benítez' },
      image: ['https://media.example/news/11.jpg'],
      publisher: { '@type': 'Organization', name: 'Inmobiliaria Demo' },
      mainEntityOfPage: 'https://inmobiliaria.example/novedades/11/creditos',
    })
  })

  it('names the agency as an organisation when it signs, and leaves out what is missing', () => {
    const data = newsArticleJsonLd(
      { ...entry, author: 'Inmobiliaria Demo', headline: '', date_published: '', main_image: '' },
      { url: 'https://inmobiliaria.example/novedades/3/x', publisher: 'Inmobiliaria Demo' },
    )
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Inmobiliaria Demo' })
    for (const key of ['description', 'datePublished', 'image']) {
      expect(data).not.toHaveProperty(key)
    }
    expect(
      newsArticleJsonLd({ ...entry, author: '' }, { url: 'u', publisher: 'p' }),
    ).not.toHaveProperty('author')
  })
})
