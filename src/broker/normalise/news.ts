/** News entries (novedades) from the backend (api-contract.md NewsEntry). */
import { fold } from '../../domain/site/fold'
import type { NewsEntry, NewsTag } from '../../domain/types'
import type { BackendNamedRef, RawNewsEntry } from '../wireTypes'
import {
  fields,
  toArray,
  toBool,
  toHttpUrl,
  toIsoDate,
  toLine,
  toPositiveId,
  toText,
} from './coerce'
import { requireId, requireRecord } from './errors'
import { htmlToText, richTextToHtml } from './html'

const SLUG_LENGTH = 80

/** Lower-case ASCII words joined by hyphens, at most 80 characters, cut between words. */
export function slugify(text: string): string {
  const slug = fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= SLUG_LENGTH) return slug
  const cut = slug.slice(0, SLUG_LENGTH + 1)
  const lastBreak = cut.lastIndexOf('-')
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, SLUG_LENGTH)).replace(/-+$/, '')
}

function readTags(value: unknown): NewsTag[] {
  const tags: NewsTag[] = []
  for (const item of toArray(value)) {
    const raw = fields<BackendNamedRef>(item)
    const id = toPositiveId(raw.id)
    const name = toLine(raw.name)
    if (id !== null && name && !tags.some((tag) => tag.id === id)) tags.push({ id, name })
  }
  return tags
}

/** A news entry; throws InvalidRecordError without a valid id. */
export function normaliseNewsEntry(raw: unknown): NewsEntry {
  const entry = requireRecord<RawNewsEntry>(raw, 'news')
  const id = requireId(entry.id, 'news')
  const title = toLine(entry.title)
  return {
    id,
    title,
    // The slug goes into URLs (/novedades/{id}/{slug}), so even a given one is cleaned.
    slug: slugify(toText(entry.slug)) || slugify(title) || 'novedad',
    headline: htmlToText(toText(entry.headline)),
    content: richTextToHtml(toText(entry.content)),
    date_published: toIsoDate(entry.date_published),
    tags: readTags(entry.tags),
    main_image: toHttpUrl(entry.main_image),
    featured: toBool(entry.featured, false),
    author: toLine(entry.author),
  }
}
