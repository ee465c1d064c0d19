/**
 * Rules of the news pages: the topic filter of the list (kept in the address as
 * `?tema=Créditos`, applied to the built list in the browser), the id of the live `/novedad`
 * page, and the schema.org data of an entry.
 */
import type { NewsEntry } from '../types'
import { NEWS_PATH } from '../site/urls'
import { readQueryParam, withQueryParam } from '../site/urlQuery'
import { shownOfTotal } from '../site/countWords'

export const TOPIC_PARAM = 'tema'

/** What the filter needs of an entry: a card's tag names. */
interface WithTopics {
  tags: readonly string[]
}

export interface TopicFilterOption {
  /** null is 'Todos'. */
  value: string | null
  label: string
  count: number
}

// Hand-typed or re-cased links (?tema=creditos) still find "Créditos".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/** The topic a query string asks for, spelled as in `topics`; null when absent or unknown. */
export function parseTopicFilter(search: string, topics: readonly string[]): string | null {
  const raw = readQueryParam(search, TOPIC_PARAM)
  if (raw === null) return null
  const wanted = fold(raw)
  return topics.find((topic) => fold(topic) === wanted) ?? null
}

/** The query string for a topic choice, other parameters kept ('' for all). */
export function topicFilterSearch(search: string, topic: string | null): string {
  return withQueryParam(search, TOPIC_PARAM, topic)
}

/** `/novedades/?tema=…`: the list narrowed to a topic, for the tags of an entry. */
export function newsTopicPath(topic: string): string {
  return `${NEWS_PATH}${topicFilterSearch('', topic)}`
}

/** The entries about a topic in their order, or all of them for null. */
export function filterByTopic<T extends WithTopics>(
  entries: readonly T[],
  topic: string | null,
): T[] {
  return topic === null ? [...entries] : entries.filter((entry) => entry.tags.includes(topic))
}

/** 'Todos' and each topic in the given order, with the number of entries it would show. */
export function topicFilterOptions(
  entries: readonly WithTopics[],
  topics: readonly string[],
): TopicFilterOption[] {
  return [
    { value: null, label: 'Todos', count: entries.length },
    ...topics.map((topic) => ({
      value: topic,
      label: topic,
      count: filterByTopic(entries, topic).length,
    })),
  ]
}

/** The empty list's message, for the topic chosen or for the site. */
export function noNewsText(topic: string | null): string {
  return topic === null
    ? 'Todavía no publicamos novedades.'
    : `No hay novedades sobre «${topic}» por ahora.`
}

/** The line over the list: how many entries it shows, or why it shows none. */
export function newsSummary(shown: number, total: number, topic: string | null): string {
  return shown > 0 ? shownOfTotal(shown, total, 'novedad', 'novedades') : noNewsText(topic)
}

/** The entry id of `/novedad?id=…`: a positive whole number, else null. */
export function parseNewsId(search: string): number | null {
  const raw = readQueryParam(search, 'id')
  if (raw === null || !/^\d+$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** schema.org NewsArticle of an entry's page; `publisher` is the agency's name. */
export function newsArticleJsonLd(
  entry: Pick<NewsEntry, 'title' | 'headline' | 'date_published' | 'author' | 'main_image'>,
  { url, publisher }: { url: string; publisher: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: entry.title,
    ...(entry.headline && { description: entry.headline }),
    ...(entry.date_published && { datePublished: entry.date_published }),
    ...(entry.author && {
      // The agency often signs its own notices; it is not a person then.
      author: {
        '@type': entry.author === publisher ? 'Organization' : 'Person',
        name: entry.author,
      },
    }),
    ...(entry.main_image && { image: [entry.main_image] }),
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: url,
  }
}
