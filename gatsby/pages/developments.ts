/** /emprendimientos/ (all), /emprendimientos/{tag} (by tag) and each development's page. */
import { toDevelopmentCard } from '../../src/domain/listing/cards'
import { developmentJsonLd } from '../../src/domain/detail/jsonLd'
import { DEVELOPMENTS_PATH, developmentPath, developmentTagPath } from '../../src/domain/site/urls'
import type {
  DevelopmentContext,
  DevelopmentsContext,
  DevelopmentTagLink,
} from '../../src/domain/contracts/pageContexts'
import { getTemplate, type PageFamily } from './shared'

export const developmentPages: PageFamily = ({ developments, siteUrl }, createPage) => {
  const cards = developments.map(toDevelopmentCard)
  // One page per tag address: two tags that slug alike ("Vista Río", "vista rio") share it.
  const tags = new Map<string, DevelopmentTagLink & { ids: Set<number> }>()
  for (const development of developments) {
    for (const tag of development.custom_tags) {
      const path = developmentTagPath(tag.name)
      if (!path) continue
      const link = tags.get(path) ?? { name: tag.name, path, count: 0, ids: new Set<number>() }
      if (!link.ids.has(development.id)) {
        link.ids.add(development.id)
        link.count++
      }
      tags.set(path, link)
    }
  }
  const tagLinks = [...tags.values()]
    .map(({ name, path, count }) => ({ name, path, count }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'))

  createPage<DevelopmentsContext>({
    path: DEVELOPMENTS_PATH,
    component: getTemplate('DevelopmentsPage'),
    context: { developments: cards, tags: tagLinks, tag: null },
  })
  for (const { name, path, ids } of tags.values()) {
    createPage<DevelopmentsContext>({
      path,
      component: getTemplate('DevelopmentsPage'),
      context: {
        developments: cards.filter((card) => ids.has(card.id)),
        tags: tagLinks,
        tag: name,
      },
    })
  }
  for (const development of developments) {
    createPage<DevelopmentContext>({
      path: developmentPath(development),
      component: getTemplate('DevelopmentPage'),
      context: { development, jsonLd: developmentJsonLd(development, { siteUrl }) },
    })
  }
}
