/**
 * Stands in for axios's fetch adapter in the browser bundles (gatsby/webpack.ts). Browsers always
 * get axios's first choice, the XHR adapter, so the fetch one (~2 KB gzipped) would be downloaded
 * by every page and never run. `getFetch` answering null is axios's own "not available here".
 */
export const getFetch = (): null => null
