import '@testing-library/jest-dom'
import { consoleTelemetry, provideTelemetry } from '../../src/server/telemetry'

// The server's events reach the console as in `gatsby develop`, but a lead delivered in a
// component test is not news: only warnings and errors are written (a test spies on them).
beforeEach(() =>
  provideTelemetry({
    ...consoleTelemetry,
    log: { ...consoleTelemetry.log, info: () => undefined },
  }),
)

// jsdom has no IntersectionObserver; every browser the site supports has. This one never
// reports, as for an element far from the viewport; a test that needs a report installs its own.
class FarFromViewport implements IntersectionObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly thresholds = [0]
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}
// Suites of the node environment (build, server) have no window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FarFromViewport,
    configurable: true,
    writable: true,
  })
}
