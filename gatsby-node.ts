// Every Node API is a one-line delegation to a module of gatsby/ (build-time code only).
export { onPreInit } from './gatsby/preInit'
export { onPreBootstrap } from './gatsby/checkConfig'
export { createSchemaCustomization } from './gatsby/schema'
export { sourceNodes } from './gatsby/sourceNodes'
export { createPages } from './gatsby/createPages'
export { onPostBuild } from './gatsby/postBuild'
export { onCreateWebpackConfig } from './gatsby/webpack'
