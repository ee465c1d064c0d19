/**
 * The `config` export of the lead function (src/api/leads/[kind].ts), kept outside src/ on
 * purpose: Gatsby's query parser reads every file under src/ and takes any `config` export for a
 * page's render config, which makes it build SSR engines for the whole site (a minute more per
 * build, and a build that fails on sharp). Re-exported with `export *`, which it does not read.
 */
export { LEAD_FUNCTION_CONFIG as config } from '../src/server/gatsby'
