import type { RawNewsEntry } from '../wireTypes'
import { InvalidRecordError } from './errors'
import { normaliseNewsEntry, slugify } from './news'

const entry: RawNewsEntry = {
  id: 3,
  title: 'Créditos hipotecarios: qué piden los bancos hoy',
  slug: 'creditos-hipotecarios',
  headline: 'Repasamos <b>requisitos</b> &amp; plazos.',
  content:
    '<p>Los bancos volvieron.</p><script>alert("novedad")</script>' +
    '<a href="javascript:alert(1)">Ver más</a>',
  date_published: '2025-05-30',
  tags: [
    { id: 2, name: 'Créditos' },
    { id: 4, name: 'Consejos' },
  ],
  main_image: 'https://static.example.com/news/3.jpg',
  featured: true,
  author: ' Laura Benítez ',
}

describe('slugify', () => {
  it('writes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('  Créditos hipotecarios: ¿qué piden los bancos HOY?  ')).toBe(
      'creditos-hipotecarios-que-piden-los-bancos-hoy',
    )
    expect(slugify('Ñandú & Cía.')).toBe('nandu-cia')
    expect(slugify('¡¿!?')).toBe('')
  })

  it('cuts long titles between words, within 80 characters', () => {
    const slug = slugify('palabra '.repeat(20))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(/^(palabra-)*palabra$/)
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(80))
  })
})

describe('normaliseNewsEntry', () => {
  it('reads an entry, sanitising its content and flattening its headline', () => {
    expect(normaliseNewsEntry(entry)).toEqual({
      id: 3,
      title: 'Créditos hipotecarios: qué piden los bancos hoy',
      slug: 'creditos-hipotecarios',
      headline: 'Repasamos requisitos & plazos.',
      content: '<p>Los bancos volvieron.</p>Ver más',
      date_published: '2025-05-30',
      tags: [
        { id: 2, name: 'Créditos' },
        { id: 4, name: 'Consejos' },
      ],
      main_image: 'https://static.example.com/news/3.jpg',
      featured: true,
      author: 'Laura Benítez',
    })
  })

  it('cleans a given slug and builds one from the title when there is none', () => {
    expect(normaliseNewsEntry({ ...entry, slug: 'Mi Slug/<script>' }).slug).toBe('mi-slug-script')
    expect(normaliseNewsEntry({ ...entry, slug: null }).slug).toBe(
      'creditos-hipotecarios-que-piden-los-bancos-hoy',
    )
    expect(normaliseNewsEntry({ id: 1, title: '¿?' }).slug).toBe('novedad')
  })

  it('turns plain-text content into paragraphs', () => {
    expect(normaliseNewsEntry({ ...entry, content: 'Uno.\n\nDos.' }).content).toBe(
      '<p>Uno.</p><p>Dos.</p>',
    )
  })

  it('normalises dates and drops unusable ones', () => {
    expect(
      normaliseNewsEntry({ ...entry, date_published: '2025-05-30T10:00:00Z' }).date_published,
    ).toBe('2025-05-30')
    expect(normaliseNewsEntry({ ...entry, date_published: '30/05/2025' }).date_published).toBe(
      '2025-05-30',
    )
    expect(normaliseNewsEntry({ ...entry, date_published: 'mayo' }).date_published).toBe('')
  })

  it('drops unusable tags and images', () => {
    const news = normaliseNewsEntry({
      ...entry,
      tags: [
        { id: 2, name: 'Créditos' },
        { id: 2, name: 'Repetido' },
        { id: 'x', name: 'Roto' },
        { id: 5, name: '' },
      ],
      main_image: 'data:image/png;base64,AAAA',
    })
    expect(news.tags).toEqual([{ id: 2, name: 'Créditos' }])
    expect(news.main_image).toBe('')
  })

  it('fills defaults for an entry with only an id', () => {
    expect(normaliseNewsEntry({ id: '8' })).toEqual({
      id: 8,
      title: '',
      slug: 'novedad',
      headline: '',
      content: '',
      date_published: '',
      tags: [],
      main_image: '',
      featured: false,
      author: '',
    })
  })

  it('throws an InvalidRecordError that names a news entry', () => {
    expect(() => normaliseNewsEntry({ ...entry, id: 'tres' })).toThrow(
      'Novedad sin id válido (id: "tres")',
    )
    expect(() => normaliseNewsEntry([entry])).toThrow(InvalidRecordError)
  })
})
