/**
 * The browser bundles' webpack settings (they hold no service client, normaliser or HTML parser:
 * the site's server side answers the browser with normalised, sanitised records):
 * - Each chunk keeps its own stylesheet (splitStylesByChunk): a page inlines the app's (tokens,
 *   reset) and what its first paint uses of its template's (gatsby/firstPaintCss.ts), and code
 *   loaded on demand brings its own.
 * - CSS modules are scoped, so the order in which chunks pull them in cannot change a page's
 *   look; mini-css-extract-plugin's "Conflicting order" warnings are noise and are silenced.
 *   That holds for `composes` too as long as a class sets none of the properties of the shared
 *   class it composes (src/styles): the two have the same specificity.
 * - In production, CSS module classes are a 6-letter hash: the HTML carries hundreds of class
 *   attributes. The browser bundles and the HTML renderer must name them alike.
 * - Leaflet's stylesheet draws pictures the map never shows: they are left as addresses.
 * - The lead forms' code stays in each chunk that uses it (keepLeadFormCodeInPlace), and the
 *   compilation hash does not change when nothing did (ChunkCompilationHash).
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

/** Calls `visit` once on every css-loader of `rules`, nested ones included. */
function forEachCssLoader(
  rules: readonly unknown[],
  visit: (use: CssLoaderUse) => void,
  seen = new Set<CssLoaderUse>(),
): void {
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null) continue
    const { oneOf = [], rules: nested = [], use: uses } = rule as RuleSetRule
    forEachCssLoader([...oneOf, ...nested], visit, seen)
    for (const use of Array.isArray(uses) ? uses : []) {
      if (!isCssLoader(use) || seen.has(use)) continue
      seen.add(use)
      visit(use)
    }
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

/** The footer's newsletter form's chunk (its `webpackChunkName` in LazyNewsletterForm.tsx). */
export const NEWSLETTER_CHUNK = 'newsletter-form'

interface ChunkGraph {
  getModuleChunksIterable(module: unknown): Iterable<{ name?: string | null }>
}

export type CacheGroupTest = (module: unknown, context: { chunkGraph: ChunkGraph }) => boolean

export interface SplitChunks {
  cacheGroups: { shared?: { test?: CacheGroupTest }; styles?: { test?: CacheGroupTest } | false }
}

/**
 * Gatsby's `styles` group puts every stylesheet, the lazy chunks' included, into one file that
 * every page inlines whole (58 KB, of which a page used a fifth). Without it each chunk keeps
 * its own: the HTML inlines the app's and the template's, and mini-css-extract-plugin's loader
 * fetches a lazy chunk's stylesheet with its script, resolving the import only once both have
 * arrived, so what the chunk renders is never unstyled.
 */
export function splitStylesByChunk(splitChunks: SplitChunks): void {
  splitChunks.cacheGroups.styles = false
}

/** Stylesheets only the map's chunk uses (matched against the module's identifier). */
const MAP_STYLESHEETS =
  /[\\/](node_modules[\\/]leaflet(\.markercluster)?|src[\\/]components[\\/]map)[\\/]/

interface IdentifiedModule {
  identifier(): string
}

/**
 * `gatsby develop` serves one stylesheet (its `styles` group, named `commons`); the map's
 * stylesheets stay with the map's chunk there too, as in the build, so the tokens still come
 * first and no page carries the map's rules before it asks for the map.
 */
export function leaveMapStylesInTheirChunk(splitChunks: SplitChunks): void {
  const styles = splitChunks.cacheGroups.styles
  if (!styles || typeof styles.test !== 'function') return
  const gatsbys = styles.test
  styles.test = (module, context) =>
    !MAP_STYLESHEETS.test((module as IdentifiedModule).identifier()) && gatsbys(module, context)
}

/**
 * Gatsby's `shared` group moves what two or more chunks use into a chunk of its own. The lead
 * forms' code (the hook, drafts, rules, feedback) is used by every page with a form and by the
 * footer's newsletter form: in a chunk of its own it would be one more file in those pages'
 * first load, and files are gzipped one by one, so the page would weigh more. What the
 * newsletter's chunk uses is left out of that group: each page's chunk keeps its copy, and the
 * newsletter's chunk its own, which loads only when a visitor nears the footer.
 */
export function keepLeadFormCodeInPlace(splitChunks: SplitChunks): void {
  const shared = splitChunks.cacheGroups.shared
  const gatsbys = shared?.test
  if (!shared || !gatsbys) return
  shared.test = (module, context) => {
    for (const chunk of context.chunkGraph.getModuleChunksIterable(module))
      if (chunk.name === NEWSLETTER_CHUNK) return false
    return gatsbys(module, context)
  }
}

interface HashingCompiler {
  webpack: {
    util: {
      createHash(algorithm: unknown): {
        update(data: string): unknown
        digest(encoding: unknown): unknown
      }
    }
  }
  hooks: {
    thisCompilation: { tap(name: string, run: (compilation: HashedCompilation) => void): void }
  }
}

interface HashedCompilation {
  chunks: Iterable<{ id: string | number | null; hash?: string }>
  outputOptions: { hashFunction?: unknown; hashDigest?: unknown; hashDigestLength?: number }
  hooks: { afterHash: { tap(name: string, run: () => void): void } }
  hash?: string
  fullHash?: string
}

/**
 * Makes the compilation hash a function of the chunks alone. Webpack also hashes in the child
 * compilations (mini-css-extract-plugin runs one per stylesheet), which run when stylesheets are
 * compiled but not when they come from the cache: the build after a full one got another hash,
 * and Gatsby, which writes it into every page, rewrote them all.
 */
export class ChunkCompilationHash {
  apply(compiler: HashingCompiler): void {
    compiler.hooks.thisCompilation.tap('ChunkCompilationHash', (compilation) => {
      compilation.hooks.afterHash.tap('ChunkCompilationHash', () => {
        const { hashFunction, hashDigest, hashDigestLength } = compilation.outputOptions
        const hash = compiler.webpack.util.createHash(hashFunction)
        const chunks = [...compilation.chunks].sort((a, b) =>
          String(a.id).localeCompare(String(b.id)),
        )
        for (const chunk of chunks) hash.update(`${String(chunk.id)}:${chunk.hash ?? ''};`)
        const full = String(hash.digest(hashDigest))
        compilation.fullHash = full
        compilation.hash = full.slice(0, hashDigestLength)
      })
    })
  }
}

function ignoreCssOrder(plugins: readonly unknown[]): void {
  for (const plugin of plugins as CssExtractPlugin[]) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
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
  if (stage === 'develop') {
    // Develop serves one stylesheet, the tokens first, as the build inlines them
    // (gatsby-ssr's appStylesFirst). Class names stay readable.
    const config = getConfig() as {
      plugins: unknown[]
      module: { rules: unknown[] }
      optimization: { splitChunks: SplitChunks }
    }
    leaveMapStylesInTheirChunk(config.optimization.splitChunks)
    leaveLeafletPictures(config.module.rules)
    ignoreCssOrder(config.plugins)
    actions.replaceWebpackConfig(config)
    return
  }
  if (stage !== 'build-javascript') return
  const config = getConfig() as {
    devtool: unknown
    plugins: unknown[]
    module: { rules: unknown[] }
    optimization: { splitChunks: SplitChunks }
  }
  keepLeadFormCodeInPlace(config.optimization.splitChunks)
  splitStylesByChunk(config.optimization.splitChunks)
  shortenCssModuleNames(config.module.rules)
  leaveLeafletPictures(config.module.rules)
  ignoreCssOrder(config.plugins)
  config.plugins.push(new ChunkCompilationHash())
  // Maps for the build, not the browser: no comment points at them (gatsby/sourceMaps.ts).
  config.devtool = 'hidden-source-map'
  actions.replaceWebpackConfig(config)
}
