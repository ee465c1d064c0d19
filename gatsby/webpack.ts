/**
 * The browser bundles' webpack settings:
 * - the HTML sanitiser parses with the browser's own parser there (htmlTree.browser.ts), not
 *   htmlparser2, which with its entity tables would add some 55 KB gzipped to the live client;
 * - axios's fetch adapter is left out (src/broker/axiosFetchAdapterStub.ts): browsers use XHR;
 * - CSS modules are scoped, so the order in which chunks pull them in cannot change a page's
 *   look; mini-css-extract-plugin's "Conflicting order" warnings are noise and are silenced (the
 *   global tokens load first anyway, from gatsby-browser).
 * In production, CSS module classes are a 6-letter hash instead of Gatsby's
 * `[name]--[local]--[hash]`: every page inlines the site's CSS and carries hundreds of class
 * attributes, and the long names made a fifth of a property page's HTML. The browser bundles and
 * the HTML renderer must name them alike, so both stages get the same setting.
 */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

interface CssExtractPlugin {
  options: { ignoreOrder?: boolean }
  constructor: { name: string }
}

const BROWSER_STAGES = new Set(['develop', 'build-javascript'])
// Letters only (always a valid class name); 52^6 names make a clash among ~1,000 classes unlikely.
const SHORT_CLASS_NAME = '[hash:base52:6]'

const AXIOS_ADAPTERS = `${path.sep}axios${path.sep}lib${path.sep}adapters`
// Gatsby runs from the site's root (this file is compiled elsewhere, so not __dirname).
const FETCH_ADAPTER_STUB = path.resolve('src/broker/axiosFetchAdapterStub.ts')

interface RuleSetRule {
  oneOf?: unknown[]
  rules?: unknown[]
  use?: unknown
}

interface CssLoaderUse {
  loader: string
  options?: { modules?: false | { localIdentName?: string } }
}

const isCssLoader = (use: unknown): use is CssLoaderUse =>
  typeof use === 'object' &&
  use !== null &&
  /[\\/]css-loader[\\/]/.test(String((use as CssLoaderUse).loader))

/** Gives every CSS-modules css-loader in `rules` the short class names. */
export function shortenCssModuleNames(rules: readonly unknown[]): void {
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null) continue
    const { oneOf = [], rules: nested = [], use: uses } = rule as RuleSetRule
    shortenCssModuleNames([...oneOf, ...nested])
    for (const use of Array.isArray(uses) ? uses : []) {
      const modules = isCssLoader(use) ? use.options?.modules : undefined
      if (modules) modules.localIdentName = SHORT_CLASS_NAME
    }
  }
}

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
  if (stage === 'build-html') {
    const config = getConfig() as { module: { rules: unknown[] } }
    shortenCssModuleNames(config.module.rules)
    actions.replaceWebpackConfig(config)
    return
  }
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
  const config = getConfig() as { plugins: unknown[]; module: { rules: unknown[] } }
  shortenCssModuleNames(config.module.rules)
  for (const plugin of config.plugins as CssExtractPlugin[]) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
  }
  config.plugins.push(browserParser, withoutFetchAdapter)
  actions.replaceWebpackConfig(config)
}
