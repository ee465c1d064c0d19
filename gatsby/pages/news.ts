/** /novedades/ (the list) and /novedades/{id}/{slug} (each entry). */
import { toNewsCard } from '../../src/domain/cards'
import { NEWS_PATH, newsPath } from '../../src/domain/urls'
import type { NewsEntryContext, NewsListContext } from '../../src/templates/contexts'
import { getTemplate, type PageFamily } from './shared'

const LATEST_COUNT = 3

export const newsPages: PageFamily = ({ news }, createPage) => {
  const cards = news.map(toNewsCard)
  const tags = [...new Set(news.flatMap((entry) => entry.tags.map((tag) => tag.name)))].sort(
    (a, b) => a.localeCompare(b, 'es'),
  )
  createPage<NewsListContext>({
    path: NEWS_PATH,
    component: getTemplate('NewsListPage'),
    context: { entries: cards, tags },
  })
  news.forEach((entry) => {
    createPage<NewsEntryContext>({
      path: newsPath(entry),
      component: getTemplate('NewsEntryPage'),
      context: {
        entry,
        latest: cards.filter((card) => card.id !== entry.id).slice(0, LATEST_COUNT),
      },
    })
  })
}
