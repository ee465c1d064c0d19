/**
 * The browser bundles' webpack settings:
 * - the HTML sanitiser parses with the browser's own parser there (htmlTree.browser.ts), not
 *   htmlparser2, which with its entity tables would add some 55 KB gzipped to the live client;
 * - axios's fetch adapter is left out (src/broker/axiosFetchAdapterStub.ts): browsers use XHR;
 * - CSS modules are scoped, so the order in which chunks pull them in cannot change a page's
 *   look; mini-css-extract-plugin's "Conflicting order" warnings are noise and are silenced (the
 *   global tokens load first anyway, from gatsby-browser).
 */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

interface CssExtractPlugin {
  options: { ignoreOrder?: boolean }
  constructor: { name: string }
}

const BROWSER_STAGES = new Set(['develop', 'build-javascript'])
const AXIOS_ADAPTERS = `${path.sep}axios${path.sep}lib${path.sep}adapters`
// Gatsby runs from the site's root (this file is compiled elsewhere, so not __dirname).
const FETCH_ADAPTER_STUB = path.resolve('src/broker/axiosFetchAdapterStub.ts')

interface ModuleRequest {
  request: string
  context: string
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
  plugins,
}) => {
  if (!BROWSER_STAGES.has(stage)) return
  const browserParser = plugins.normalModuleReplacement(
    /^\.\/htmlTree$/,
    (resource: ModuleRequest) => {
      resource.request = './htmlTree.browser'
    },
  )
  const withoutFetchAdapter = plugins.normalModuleReplacement(
    /^\.\/fetch\.js$/,
    (resource: ModuleRequest) => {
      if (resource.context.endsWith(AXIOS_ADAPTERS)) resource.request = FETCH_ADAPTER_STUB
    },
  )
  if (stage === 'develop') {
    actions.setWebpackConfig({ plugins: [browserParser, withoutFetchAdapter] })
    return
  }
  const config = getConfig() as { plugins: unknown[] }
  for (const plugin of config.plugins as CssExtractPlugin[]) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
  }
  config.plugins.push(browserParser, withoutFetchAdapter)
  actions.replaceWebpackConfig(config)
}
