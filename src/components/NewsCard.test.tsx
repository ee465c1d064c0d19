import { render } from '@testing-library/react'
import type { NewsCardData } from '../domain/news/newsCards'
import { NewsCard } from './NewsCard'

const card: NewsCardData = {
  id: 4,
  path: '/novedades/4/creditos',
  title: 'Créditos',
  headline: 'Qué cambia',
  date: '12 de marzo de 2026',
  date_published: '2026-03-12',
  image: 'https://backend.example/news/4/original.jpg',
  picture: {
    src: '/media/news/abc-960.webp',
    srcSet: '/media/news/abc-480.webp 480w, /media/news/abc-960.webp 960w',
  },
  tags: [],
  featured: false,
}

const pictureOf = (container: HTMLElement) => container.querySelector('img')!

describe('NewsCard', () => {
  it("shows the build's card-size copies, never the full-size original", () => {
    const { container } = render(<NewsCard card={card} />)
    const picture = pictureOf(container)
    expect(picture).toHaveAttribute('src', '/media/news/abc-960.webp')
    expect(picture).toHaveAttribute('srcset', card.picture!.srcSet)
    expect(picture.getAttribute('sizes')).toMatch(/100vw$/)
    expect(picture).toHaveAttribute('loading', 'lazy')
  })

  it('shows the original of an entry newer than the build', () => {
    const { container } = render(<NewsCard card={{ ...card, picture: null }} />)
    const picture = pictureOf(container)
    expect(picture).toHaveAttribute('src', card.image)
    expect(picture).not.toHaveAttribute('srcset')
    expect(picture).not.toHaveAttribute('sizes')
  })

  it('has no picture when the entry has none', () => {
    const { container } = render(<NewsCard card={{ ...card, image: '', picture: null }} />)
    expect(container.querySelector('img')).toBeNull()
  })
})
