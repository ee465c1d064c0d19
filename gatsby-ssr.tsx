import type { GatsbySSR } from 'gatsby'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { pageFacts, withFirstPaintCss } from './gatsby/firstPaintCss'
import { appStylesFirst } from './gatsby/headStyles'
import { renderingHtml } from './src/components/hydration'
import { EARLY_INPUT_SCRIPT } from './src/earlyInput'
import { StoreProvider } from './src/state/StoreProvider'
import { THEME_STORAGE_KEY } from './src/state/themeEffects'

// Runs before the first paint, so a dark-theme visitor never sees a white flash.
const themeScript =
  `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `var d=t?t==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;` +
  `document.documentElement.dataset.theme=d?'dark':'light'}catch(e){}})()`

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: 'es' })
  setPreBodyComponents([
    <script key="tema" dangerouslySetInnerHTML={{ __html: themeScript }} />,
    // Notes what the visitor does before the scripts run, for them to replay (src/earlyInput.ts).
    <script key="antes" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />,
  ])
}

/** What each page's body holds, from its render to its head (gatsby/firstPaintCss.ts). */
const bodyFacts = new Map<string, Set<string>>()

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  pathname,
}) => {
  const head = appStylesFirst(getHeadComponents())
  const facts = bodyFacts.get(pathname)
  bodyFacts.delete(pathname)
  replaceHeadComponents(facts ? withFirstPaintCss(head, facts) : head)
}

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <StoreProvider>{element}</StoreProvider>
)

/**
 * Each page's HTML as one string. Gatsby renders with React 18's renderToPipeableStream, which
 * writes a NUL byte where a character of several bytes meets the end of one of its 2 KB chunks
 * (facebook/react#31134): "C\0órdoba" in a card, "\0·" in a title, "\0ó" in a textarea, at
 * random as the chunks fall. renderToString builds the text as a string, never as bytes; nothing
 * on the site suspends, so the page is the same.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  pathname,
}) => {
  const body = renderingHtml(() => renderToString(bodyComponent as ReactElement))
  bodyFacts.set(pathname, pageFacts(body))
  replaceBodyHTMLString(body)
}
