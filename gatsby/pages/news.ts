/** /novedades/ (the list) and /novedades/{id}/{slug} (each entry). */
import { newsTags } from '../../src/domain/news/newsCards'
import { NEWS_PATH, newsPath } from '../../src/domain/site/urls'
import type { NewsEntryContext, NewsListContext } from '../../src/domain/contracts/pageContexts'
import { getTemplate, newsCardOf, type PageFamily } from './shared'

const LATEST_COUNT = 3

export const newsPages: PageFamily = (catalogue, createPage) => {
  const { news } = catalogue
  const cards = news.map(newsCardOf(catalogue))
  const tags = newsTags(cards)
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
