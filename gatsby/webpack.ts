/**
 * The browser bundles' webpack settings (they hold no service client, normaliser or HTML parser:
 * the site's server side answers the browser with normalised, sanitised records):
 * - CSS modules are scoped, so the order in which chunks pull them in cannot change a page's
 *   look; mini-css-extract-plugin's "Conflicting order" warnings are noise and are silenced (the
 *   global tokens load first anyway, from gatsby-browser). That holds for `composes` too as long
 *   as a class sets none of the properties of the shared class it composes (src/styles): the
 *   two have the same specificity, so the order would decide between them.
 * In production, CSS module classes are a 6-letter hash instead of Gatsby's
 * `[name]--[local]--[hash]`: every page inlines the site's CSS and carries hundreds of class
 * attributes, and the long names made a fifth of a property page's HTML. The browser bundles and
 * the HTML renderer must name them alike, so both stages get the same setting.
 */
import type { GatsbyNode } from 'gatsby'

interface CssExtractPlugin {
  options: { ignoreOrder?: boolean }
  constructor: { name: string }
}

// Letters only (always a valid class name); 52^6 names make a clash among ~1,000 classes unlikely.
const SHORT_CLASS_NAME = '[hash:base52:6]'

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

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage === 'build-html') {
    const config = getConfig() as { module: { rules: unknown[] } }
    shortenCssModuleNames(config.module.rules)
    actions.replaceWebpackConfig(config)
    return
  }
  if (stage !== 'build-javascript') return
  const config = getConfig() as { plugins: unknown[]; module: { rules: unknown[] } }
  shortenCssModuleNames(config.module.rules)
  for (const plugin of config.plugins as CssExtractPlugin[]) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
