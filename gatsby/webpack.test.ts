/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Stage } from 'gatsby/dist/commands/types'
import { createWebpackUtils } from 'gatsby/dist/utils/webpack-utils'
import webpack, { type Compiler, type Configuration } from 'webpack'
import {
  ChunkCompilationHash,
  keepLeadFormCodeInPlace,
  leaveMapStylesInTheirChunk,
  leaveLeafletPictures,
  NEWSLETTER_CHUNK,
  shortenCssModuleNames,
  type CacheGroupTest,
  type SplitChunks,
} from './webpack'

/** Gatsby's own rules and loaders for a stage. */
const gatsbyUtils = (stage: Stage) =>
  createWebpackUtils(stage, {
    directory: process.cwd(),
    browserslist: [],
  } as unknown as Parameters<typeof createWebpackUtils>[1])

/** The CSS rules Gatsby itself builds for a stage, as onCreateWebpackConfig receives them. */
function gatsbyCssRules(stage: Stage) {
  const { rules } = gatsbyUtils(stage)
  return [{ oneOf: [rules.cssModules(), rules.css()] }]
}

const cssLoaderOptions = (rules: ReturnType<typeof gatsbyCssRules>) =>
  rules[0]!.oneOf.flatMap((rule) =>
    (rule.use as { loader: string; options?: { modules?: unknown } }[])
      .filter((use) => /[\\/]css-loader[\\/]/.test(use.loader))
      .map((use) => use.options?.modules),
  )

describe('shortenCssModuleNames', () => {
  it.each([Stage.BuildJavascript, Stage.BuildHTML])(
    'names CSS-module classes by a short hash in %s, alike in both stages',
    (stage) => {
      const rules = gatsbyCssRules(stage)
      shortenCssModuleNames(rules)
      const [modules, plain] = cssLoaderOptions(rules)
      expect(modules).toMatchObject({ localIdentName: '[hash:base52:6]' })
      // Global stylesheets keep their class names.
      expect(plain).toBeFalsy()
    },
  )
})

describe('leaveLeafletPictures', () => {
  it("leaves the url()s of Leaflet's stylesheet alone and resolves the others as Gatsby does", () => {
    const rules = gatsbyCssRules(Stage.BuildJavascript)
    leaveLeafletPictures(rules)
    const filters = rules[0]!.oneOf.flatMap((rule) =>
      (rule.use as { loader: string; options?: { url?: unknown } }[])
        .filter((use) => /[\\/]css-loader[\\/]/.test(use.loader))
        .map((use) => use.options?.url as (url: string, resourcePath: string) => boolean),
    )
    expect(filters).toHaveLength(2)
    for (const resolves of filters) {
      expect(resolves('images/layers.png', '/site/node_modules/leaflet/dist/leaflet.css')).toBe(
        false,
      )
      expect(resolves('./fondo.png', '/site/src/components/Hero.module.css')).toBe(true)
      // Gatsby's own rule: a root-relative address is the site's, left as it is.
      expect(resolves('/hero/1.webp', '/site/src/components/Hero.module.css')).toBe(false)
    }
  })
})

describe('leaveMapStylesInTheirChunk', () => {
  const cssOf = (file: string) => ({
    identifier: () => `css /site/node_modules/css-loader/dist/cjs.js!/site/${file}|0||||}`,
  })
  const context = { chunkGraph: { getModuleChunksIterable: () => [] } }

  it("keeps Leaflet's, its plugin's and the map's stylesheets out of develop's one stylesheet", () => {
    const gatsbys = jest.fn((..._: unknown[]) => true)
    const styles = { test: gatsbys as CacheGroupTest }
    leaveMapStylesInTheirChunk({ cacheGroups: { styles } })
    const inCommons = (file: string) => styles.test(cssOf(file), context)
    expect(inCommons('node_modules/leaflet/dist/leaflet.css')).toBe(false)
    expect(inCommons('node_modules/leaflet.markercluster/dist/MarkerCluster.css')).toBe(false)
    expect(inCommons('src/components/map/ResultsMap.module.css')).toBe(false)
    expect(gatsbys).not.toHaveBeenCalled()
    expect(inCommons('src/styles/global.css')).toBe(true)
    expect(inCommons('node_modules/leaflet-extra/x.css')).toBe(true)
  })
})

describe('keepLeadFormCodeInPlace', () => {
  // Modules by the chunks that use them, as webpack's chunk graph answers for Gatsby's groups.
  const chunksOf: Record<string, string[]> = {
    leadForm: [
      'component---src-pages-contacto-tsx',
      'component---src-pages-sumate-tsx',
      NEWSLETTER_CHUNK,
    ],
    card: ['component---src-templates-home-page-tsx', 'component---src-templates-listing-page-tsx'],
  }
  const context = {
    chunkGraph: {
      getModuleChunksIterable: (module: unknown) =>
        (chunksOf[module as string] ?? []).map((name) => ({ name })),
    },
  }

  it("leaves what the newsletter's chunk uses out of Gatsby's shared chunks, and asks Gatsby about the rest", () => {
    const gatsbys = jest.fn((..._: unknown[]) => true)
    const splitChunks: SplitChunks = { cacheGroups: { shared: { test: gatsbys } } }
    keepLeadFormCodeInPlace(splitChunks)
    const shares = (module: string) => splitChunks.cacheGroups.shared!.test!(module, context)
    expect(shares('leadForm')).toBe(false)
    expect(gatsbys).not.toHaveBeenCalled()
    expect(shares('card')).toBe(true)
    expect(gatsbys).toHaveBeenCalledWith('card', context)
  })

  it("keeps Gatsby's no for a module it would not share", () => {
    const splitChunks: SplitChunks = { cacheGroups: { shared: { test: () => false } } }
    keepLeadFormCodeInPlace(splitChunks)
    expect(splitChunks.cacheGroups.shared!.test!('card', context)).toBe(false)
  })
})

describe('ChunkCompilationHash', () => {
  // Webpack as Gatsby runs it: a child compilation stands for mini-css-extract-plugin's, which
  // runs when stylesheets are compiled and not when they come from the cache.
  const runsAChild = {
    apply(compiler: Compiler) {
      compiler.hooks.make.tapAsync('runsAChild', (compilation, done) => {
        compilation.createChildCompiler('stylesheet', {}, []).runAsChild(() => done())
      })
    },
  }
  const compile = (plugins: unknown[], source = 'console.log("hola")') =>
    new Promise<string>((resolve, reject) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hash-'))
      writeFileSync(path.join(dir, 'entry.js'), `${source}\n`)
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          output: { path: path.join(dir, 'out') },
          plugins: plugins as Configuration['plugins'],
        },
        (error, stats) => {
          rmSync(dir, { recursive: true, force: true })
          if (error || !stats || stats.hasErrors()) reject(error ?? new Error(String(stats)))
          else resolve(stats.hash!)
        },
      )
    })

  it('is the same whether or not a child compilation ran, as webpack alone is not', async () => {
    expect(await compile([runsAChild])).not.toBe(await compile([]))
    const hashed = await compile([runsAChild, new ChunkCompilationHash()])
    expect(hashed).toBe(await compile([new ChunkCompilationHash()]))
    expect(hashed).toMatch(/^[0-9a-f]{20}$/)
  })

  it('changes when a chunk does', async () => {
    expect(await compile([new ChunkCompilationHash()], 'console.log("chau")')).not.toBe(
      await compile([new ChunkCompilationHash()]),
    )
  })
})
