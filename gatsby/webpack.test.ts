/** @jest-environment node */
import { Stage } from 'gatsby/dist/commands/types'
import { createWebpackUtils } from 'gatsby/dist/utils/webpack-utils'
import { keepOnDemandStylesheets, leaveLeafletPictures, shortenCssModuleNames } from './webpack'

/** The CSS rules Gatsby itself builds for a stage, as onCreateWebpackConfig receives them. */
function gatsbyCssRules(stage: Stage) {
  const { rules } = createWebpackUtils(stage, {
    directory: process.cwd(),
    browserslist: [],
  } as unknown as Parameters<typeof createWebpackUtils>[1])
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

describe('keepOnDemandStylesheets', () => {
  // The `styles` group as Gatsby's build-javascript stage writes it: every extracted stylesheet.
  const gatsbyConfig = () => ({
    optimization: {
      splitChunks: {
        cacheGroups: {
          styles: {
            test: (module: { type?: string }) => module.type === 'css/mini-extract',
            name: 'styles',
          },
        },
      },
    },
  })
  const stylesheet = (resource: string) => ({
    type: 'css/mini-extract',
    nameForCondition: () => resource,
  })

  it("keeps Leaflet's and the map's stylesheets out of the one every page inlines", () => {
    const config = gatsbyConfig()
    keepOnDemandStylesheets(config)
    const { test } = config.optimization.splitChunks.cacheGroups.styles
    const inlined = (resource: string) => test(stylesheet(resource))
    expect(inlined('/site/node_modules/leaflet/dist/leaflet.css')).toBe(false)
    expect(inlined('/site/src/components/map/ResultsMap.module.css')).toBe(false)
    expect(inlined('/site/src/components/listing/ListingResults.module.css')).toBe(true)
    expect(inlined('/site/src/styles/global.css')).toBe(true)
    expect(inlined('/site/node_modules/leaflet-extra/x.css')).toBe(true)
    expect(test({ type: 'javascript/auto' })).toBe(false)
  })

  it('stops the build if Gatsby no longer groups the stylesheets so', () => {
    expect(() => keepOnDemandStylesheets({ optimization: { splitChunks: {} } })).toThrow(/styles/)
  })
})
