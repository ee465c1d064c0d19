import {
  liveNewsCards,
  newsTags,
  toNewsCard,
  withBuiltPictures,
  type SizedPicture,
} from './newsCards'
import type { NewsEntry } from '../types'

describe('toNewsCard', () => {
  const entry: NewsEntry = {
    id: 12,
    title: 'Créditos hipotecarios',
    slug: 'creditos-hipotecarios',
    headline: 'Qué cambia',
    content: '<p>x</p>',
    date_published: '2026-03-12',
    tags: [{ id: 1, name: 'Mercado' }],
    main_image: 'https://example.com/n.jpg',
    featured: false,
    author: 'Redacción',
  }
  const picture = { src: '/media/news/a-960.webp', srcSet: '/media/news/a-480.webp 480w' }

  it('shows the date in Spanish and links to the entry', () => {
    expect(toNewsCard(entry)).toEqual({
      id: 12,
      path: '/novedades/12/creditos-hipotecarios',
      title: 'Créditos hipotecarios',
      headline: 'Qué cambia',
      date: '12 de marzo de 2026',
      date_published: '2026-03-12',
      image: 'https://example.com/n.jpg',
      picture: null,
      tags: ['Mercado'],
      featured: false,
    })
  })

  it("carries the build's copies of its picture, and none without a picture", () => {
    expect(toNewsCard(entry, picture).picture).toBe(picture)
    expect(toNewsCard({ ...entry, main_image: '' }, picture).picture).toBeNull()
  })
})

describe('withBuiltPictures', () => {
  const card = (id: number, image: string, picture: SizedPicture | null = null) => ({
    ...toNewsCard({
      id,
      title: `Novedad ${id}`,
      slug: `novedad-${id}`,
      headline: '',
      content: '',
      date_published: '2026-03-12',
      tags: [],
      main_image: image,
      featured: false,
      author: '',
    }),
    picture,
  })
  const sized = { src: '/media/news/b-960.webp', srcSet: '/media/news/b-480.webp 480w' }

  it("gives live cards the build's copies of the same entry's same picture", () => {
    const built = [card(1, 'https://x/1.jpg', sized)]
    const [live] = withBuiltPictures([card(1, 'https://x/1.jpg')], built)
    expect(live!.picture).toBe(sized)
  })

  it('leaves the original to a new entry or a changed picture', () => {
    const built = [card(1, 'https://x/1.jpg', sized)]
    const live = [card(1, 'https://x/1-nueva.jpg'), card(2, 'https://x/1.jpg')]
    expect(withBuiltPictures(live, built).map((item) => item.picture)).toEqual([null, null])
  })

  it('keeps the live card object when there is nothing to add', () => {
    const live = [card(3, '')]
    expect(withBuiltPictures(live, [])[0]).toBe(live[0])
  })
})

describe('liveNewsCards', () => {
  const entry = (id: number, title: string) =>
    toNewsCard({
      id,
      title,
      slug: `novedad-${id}`,
      headline: '',
      content: '',
      date_published: '2026-03-12',
      tags: [],
      main_image: `https://x/${id}.jpg`,
      featured: false,
      author: '',
    })
  const sized = { src: '/media/news/c-960.webp', srcSet: '/media/news/c-480.webp 480w' }

  it('keeps the built list itself when the live one says the same', () => {
    const built = [{ ...entry(1, 'Mercado'), picture: sized }]
    expect(liveNewsCards(built, [entry(1, 'Mercado')])).toBe(built)
  })

  it("takes the live list, with the build's pictures, when it says something new", () => {
    const built = [{ ...entry(1, 'Mercado'), picture: sized }]
    const shown = liveNewsCards(built, [entry(2, 'Nueva'), entry(1, 'Mercado')])
    expect(shown.map((card) => [card.id, card.picture])).toEqual([
      [2, null],
      [1, sized],
    ])
  })
})

describe('newsTags', () => {
  it('lists each topic once, in Spanish order', () => {
    expect(
      newsTags([
        { tags: ['Mercado', 'Créditos'] },
        { tags: ['alquileres', 'Mercado'] },
        { tags: [] },
      ]),
    ).toEqual(['alquileres', 'Créditos', 'Mercado'])
  })
})
