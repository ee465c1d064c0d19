/**
 * Before anything else of a build: no other Gatsby process on this .cache (cacheGuard.ts), then
 * public/ as Gatsby left it, whatever the last build's deploy target did to it (netlifyAdapter.ts).
 */
import type { GatsbyNode } from 'gatsby'
import { guardCache } from './cacheGuard'
import { deployTargetOf } from './deployTarget'
import { undoNetlifyLayout } from './netlifyAdapter'

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  guardCache(reporter)
  undoNetlifyLayout(process.cwd(), deployTargetOf(process.env) === 'netlify')
}
