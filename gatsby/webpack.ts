/**
 * The browser bundles' webpack settings:
 * - the HTML sanitiser parses with the browser's own parser there (htmlTree.browser.ts), not
 *   htmlparser2, which with its entity tables would add some 55 KB gzipped to the live client;
 * - CSS modules are scoped, so the order in which chunks pull them in cannot change a page's
 *   look; mini-css-extract-plugin's "Conflicting order" warnings are noise and are silenced (the
 *   global tokens load first anyway, from gatsby-browser).
 */
import type { GatsbyNode } from 'gatsby'

interface CssExtractPlugin {
  options: { ignoreOrder?: boolean }
  constructor: { name: string }
}

const BROWSER_STAGES = new Set(['develop', 'build-javascript'])

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
  plugins,
}) => {
  if (!BROWSER_STAGES.has(stage)) return
  const browserParser = plugins.normalModuleReplacement(
    /^\.\/htmlTree$/,
    (resource: { request: string }) => {
      resource.request = './htmlTree.browser'
    },
  )
  if (stage === 'develop') {
    actions.setWebpackConfig({ plugins: [browserParser] })
    return
  }
  const config = getConfig() as { plugins: unknown[] }
  for (const plugin of config.plugins as CssExtractPlugin[]) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
  }
  config.plugins.push(browserParser)
  actions.replaceWebpackConfig(config)
}
