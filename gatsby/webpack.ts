/**
 * CSS modules are scoped, so the order in which chunks pull them in cannot change a page's look;
 * mini-css-extract-plugin's "Conflicting order" warnings are noise here and are silenced.
 * The global tokens load first anyway, from gatsby-browser.
 */
import type { GatsbyNode } from 'gatsby'

interface CssExtractPlugin {
  options: { ignoreOrder?: boolean }
  constructor: { name: string }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== 'build-javascript') return
  const config = getConfig() as { plugins: CssExtractPlugin[] }
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
