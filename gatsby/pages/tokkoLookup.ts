/**
 * /tokko/{id}, the broker's own links, for ids the build did not know (known ones get a static
 * redirect after the build, gatsby/postBuild.ts): one page with a match path, like the listings,
 * so every host finds its page data where Gatsby wrote it.
 */
import { getTemplate, type PageFamily } from './shared'

export const tokkoLookupPage: PageFamily = (_catalogue, createPage) => {
  createPage({
    path: '/tokko',
    matchPath: '/tokko/*',
    component: getTemplate('TokkoLookupPage'),
    context: {},
  })
}
