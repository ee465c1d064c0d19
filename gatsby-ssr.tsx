import type { GatsbySSR } from 'gatsby'
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
  setPreBodyComponents([<script key="tema" dangerouslySetInnerHTML={{ __html: themeScript }} />])
}

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <StoreProvider>{element}</StoreProvider>
)
