/**
 * A news entry's card, computed once (page data at build time, the live list in the browser).
 * Apart from the property and development cards (cards.ts), whose price, surface and monthly
 * cost rules the news pages never use and would otherwise download.
 */
import { formatDate } from '../site/dates'
import { compareNames } from '../site/formats'
import { unlessChanged } from '../site/sameData'
import type { NewsEntry } from '../types'
import { newsPath } from '../site/urls'

/** A picture in the widths a card needs, made by the build from a larger original. */
export interface SizedPicture {
  /** The widest copy. */
  src: string
  /** Every copy with its width ("/media/news/…-480.webp 480w, …"). */
  srcSet: string
}

export interface NewsCardData {
  id: number
  path: string
  title: string
  headline: string
  /** "12 de marzo de 2026"; '' when unknown. */
  date: string
  date_published: string
  /** The entry's picture as the backend gives it (full size); '' when none. */
  image: string
  /** The build's card-size copies of `image`; null for a picture the build has not seen. */
  picture: SizedPicture | null
  tags: string[]
  featured: boolean
}

/** A news entry's card, with the build's copies of its picture when there are some. */
export function toNewsCard(entry: NewsEntry, picture: SizedPicture | null = null): NewsCardData {
  return {
    id: entry.id,
    path: newsPath(entry),
    title: entry.title,
    headline: entry.headline,
    date: formatDate(entry.date_published),
    date_published: entry.date_published,
    image: entry.main_image,
    picture: entry.main_image ? picture : null,
    tags: entry.tags.map((tag) => tag.name),
    featured: entry.featured,
  }
}

/**
 * The topics the entries use, each once, in Spanish order (the news list's filter). Beside the
 * card rather than in news.ts: the home's live news need this and not the news pages' rules.
 */
export function newsTags(cards: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(cards.flatMap((card) => card.tags))].sort(compareNames)
}

/**
 * Live cards with the build's copies of every picture the build already sized (same entry,
 * same picture): only an entry newer than the build, or a changed picture, shows the original.
 */
export function withBuiltPictures(
  live: readonly NewsCardData[],
  built: readonly NewsCardData[],
): NewsCardData[] {
  const sized = new Map(
    built.filter((card) => card.picture).map((card) => [`${card.id} ${card.image}`, card.picture]),
  )
  return live.map((card) => {
    const picture = card.picture ?? sized.get(`${card.id} ${card.image}`) ?? null
    return picture === card.picture ? card : { ...card, picture }
  })
}

/**
 * The news cards to show once the live list arrived: the live ones with the build's pictures,
 * or the built list itself when the live one says the same (its cards are then not redrawn).
 */
export function liveNewsCards(
  built: NewsCardData[],
  live: readonly NewsCardData[],
): NewsCardData[] {
  return unlessChanged(built, withBuiltPictures(live, built))
}
