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
 * Gatsby puts every stylesheet, lazy chunks' included, into the one stylesheet each page inlines.
 * The results map's (Leaflet's and src/components/map's, about 4 KB gzipped) stays with the map's
 * chunk instead: webpack fetches it as a file of its own when the visitor asks for the map.
 * Leaflet's stylesheet draws its default marker and its layers button from pictures the map never
 * shows; Gatsby would inline them into it (3.7 KB gzipped), so they are left as addresses, which
 * nothing fetches.
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

type UrlFilter = (url: string, resourcePath: string) => boolean

interface CssLoaderUse {
  loader: string
  options?: { modules?: false | { localIdentName?: string }; url?: boolean | UrlFilter }
}

const isCssLoader = (use: unknown): use is CssLoaderUse =>
  typeof use === 'object' &&
  use !== null &&
  /[\\/]css-loader[\\/]/.test(String((use as CssLoaderUse).loader))

/** Stylesheets only the map's chunk uses (matched against the module's resource path). */
const ON_DEMAND_STYLESHEETS = /[\\/](node_modules[\\/]leaflet|src[\\/]components[\\/]map)[\\/]/

interface WebpackModule {
  type?: string
  nameForCondition?: () => string | null
}

interface CacheGroup {
  test?: (module: WebpackModule, context?: unknown) => boolean
}

interface SplitChunks {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, CacheGroup | false> } }
}

/** Leaves the on-demand stylesheets out of Gatsby's `styles` chunk, which every page inlines. */
export function keepOnDemandStylesheets(config: SplitChunks): void {
  const splitChunks = config.optimization?.splitChunks
  const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined
  const everyStylesheet = styles ? styles.test : undefined
  if (!styles || !everyStylesheet)
    throw new Error('webpack: Gatsby ya no agrupa las hojas de estilo en "styles".')
  styles.test = (module, context) =>
    everyStylesheet(module, context) &&
    !ON_DEMAND_STYLESHEETS.test(module.nameForCondition?.() ?? '')
}

/** Calls `visit` on every css-loader of `rules`, nested ones included. */
function forEachCssLoader(rules: readonly unknown[], visit: (use: CssLoaderUse) => void): void {
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null) continue
    const { oneOf = [], rules: nested = [], use: uses } = rule as RuleSetRule
    forEachCssLoader([...oneOf, ...nested], visit)
    for (const use of Array.isArray(uses) ? uses : []) if (isCssLoader(use)) visit(use)
  }
}

/** Gives every CSS-modules css-loader in `rules` the short class names. */
export function shortenCssModuleNames(rules: readonly unknown[]): void {
  forEachCssLoader(rules, (use) => {
    const modules = use.options?.modules
    if (modules) modules.localIdentName = SHORT_CLASS_NAME
  })
}

const LEAFLET_STYLESHEET = /[\\/]node_modules[\\/]leaflet[\\/]/

/** Leaves the pictures of Leaflet's stylesheet as addresses; every other url() as Gatsby does. */
export function leaveLeafletPictures(rules: readonly unknown[]): void {
  forEachCssLoader(rules, (use) => {
    const options = (use.options ??= {})
    const gatsbys = options.url ?? true
    options.url = (url, resourcePath) =>
      !LEAFLET_STYLESHEET.test(resourcePath) &&
      (typeof gatsbys === 'function' ? gatsbys(url, resourcePath) : gatsbys)
  })
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
  const config = getConfig() as SplitChunks & { plugins: unknown[]; module: { rules: unknown[] } }
  shortenCssModuleNames(config.module.rules)
  leaveLeafletPictures(config.module.rules)
  keepOnDemandStylesheets(config)
  for (const plugin of config.plugins as CssExtractPlugin[]) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
