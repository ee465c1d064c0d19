/** @jest-environment node */
import { Stage } from 'gatsby/dist/commands/types'
import { createWebpackUtils } from 'gatsby/dist/utils/webpack-utils'
import { shortenCssModuleNames } from './webpack'

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
      .filter((use) => /css-loader/.test(use.loader))
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
