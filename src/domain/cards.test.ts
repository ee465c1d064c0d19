import {
  makeDevelopment,
  makePrice,
  makeProperty,
  makeUnit,
} from '../../__tests__/support/factories'
import {
  toDevelopmentCard,
  toNewsCard,
  toPropertyCard,
  liveNewsCards,
  newsTags,
  withBuiltPictures,
  type SizedPicture,
} from './cards'
import { NO_IMAGE_PHOTO } from './photos'
import type { NewsEntry, Operation } from './types'

const sale: Operation = {
  operation_id: 1,
  operation_type: 'Venta',
  prices: [makePrice({ price: 185_000 })],
}
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 650_000, currency: 'ARS' })],
}

describe('toPropertyCard', () => {
  it('shows the first operation by default, with its compact price and path', () => {
    const card = toPropertyCard(makeProperty({ operations: [sale, rent] }))
    expect(card).toMatchObject({
      id: 7104123,
      path: '/propiedad/venta/gorriti-al-4300/7104123',
      operation: 'Venta',
      price: 'USD 185K',
      address: 'Gorriti al 4300',
      location: 'Palermo, Capital Federal',
      type: 'Departamento',
      surface: '74 M2',
      rooms: 3,
      bedrooms: 2,
    })
  })

  it('shows the operation of the listing it appears in', () => {
    const card = toPropertyCard(makeProperty({ operations: [sale, rent] }), 2)
    expect(card).toMatchObject({
      path: '/propiedad/alquiler/gorriti-al-4300/7104123',
      operation: 'Alquiler',
      price: 'ARS 650K',
    })
    expect(toPropertyCard(makeProperty({ operations: [sale] }), 3).operation).toBe('Venta')
  })

  it('hides a hidden price, its drop and its period', () => {
    const dropped = makePrice({
      price: 90,
      previous_price: 100,
      is_less_than_previous_price: true,
      period: 1,
    })
    const property = makeProperty({
      web_price: false,
      operations: [{ operation_id: 3, operation_type: 'Alquiler temporario', prices: [dropped] }],
    })
    expect(toPropertyCard(property)).toMatchObject({
      price: 'CONSULTAR',
      previous_price: null,
      period: '',
    })
    expect(toPropertyCard({ ...property, web_price: true })).toMatchObject({
      price: 'USD 90',
      previous_price: 'USD 100',
      period: 'por día',
    })
  })

  it('uses the placeholder without photos and the roofed surface without a total', () => {
    const card = toPropertyCard(
      makeProperty({ photos: [], total_surface: '', roofed_surface: '45' }),
    )
    expect(card.photos).toEqual([NO_IMAGE_PHOTO])
    expect(card.surface).toBe('45 M2')
    expect(toPropertyCard(makeProperty({ operations: [] }))).toMatchObject({
      operation: null,
      price: 'CONSULTAR',
    })
  })
})

const development = makeDevelopment()

describe('toDevelopmentCard', () => {
  it('shows status, delivery and the lowest visible unit price', () => {
    const unit = (price: number, currency: 'USD' | 'ARS' = 'USD', web_price = true) =>
      makeUnit({ web_price, operations: [{ ...sale, prices: [makePrice({ price, currency })] }] })
    const card = toDevelopmentCard({
      ...development,
      units: [
        unit(150_000),
        unit(98_000),
        unit(50_000, 'USD', false),
        unit(90_000_000, 'ARS'),
        unit(120_000),
      ],
    })
    expect(card).toMatchObject({
      path: '/emprendimientos/av.-demo-al-2500/41877',
      status_label: 'En Construcción',
      delivery: 'diciembre de 2026',
      unit_count: 5,
      price_from: 'USD 98K',
      tags: ['Torre Aurora'],
      featured: true,
    })
  })

  it('has no starting price without units that show one', () => {
    expect(toDevelopmentCard(development).price_from).toBeNull()
    expect(toDevelopmentCard({ ...development, construction_status: null }).status_label).toBe('')
  })
})

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
