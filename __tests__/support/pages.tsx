/**
 * Renders a page or template as Gatsby does: with its `pageContext` and a `location` that
 * navigate() (a mock in gatsbyMock.tsx) moves like Gatsby's router, pushing or replacing history
 * entries, so filters kept in the address behave as they do in the browser.
 */
import { navigate, type HeadProps, type PageProps } from 'gatsby'
import { useState, type ComponentType } from 'react'
import { renderWithProviders } from './render'

const ORIGIN = 'http://localhost'

/** The props Gatsby passes a page at `url`; only the fields the site reads are real. */
export function pageProps<Context extends object>(
  pageContext: Context,
  url: string,
): PageProps<object, Context> & HeadProps<object, Context> {
  const { pathname, search, hash, href } = new URL(url, ORIGIN)
  const location = { pathname, search, hash, href, origin: ORIGIN, state: null, key: 'initial' }
  return { pageContext, location, path: pathname, uri: pathname, params: {}, data: {} } as never
}

/** Renders `Page` at `url`; `history()` lists the history entries, `currentUrl()` the shown one. */
export function renderPage<Context extends object>(
  Page: ComponentType<PageProps<object, Context>>,
  pageContext: Context,
  url: string,
) {
  const entries = [url]
  let index = 0
  let show: (url: string) => void = () => undefined

  function Router() {
    const [current, setCurrent] = useState(url)
    show = setCurrent
    return <Page {...pageProps(pageContext, current)} />
  }

  jest
    .mocked(navigate)
    .mockImplementation((to: string | number, options?: { replace?: boolean }) => {
      // The site never steps through history by number; a test that needs it should say so here.
      if (typeof to === 'number') throw new Error('navigate(número) no está simulado')
      if (options?.replace) entries[index] = to
      else {
        entries.splice(index + 1, entries.length, to)
        index++
      }
      show(to)
    })

  const rendered = renderWithProviders(<Router />)
  return {
    ...rendered,
    history: () => [...entries],
    currentUrl: () => entries[index],
  }
}
