/**
 * An IntersectionObserver for which everything observed is within a screen of the viewport at
 * once (the setup's default reports nothing, as for an element far away).
 */
class NearViewport {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.report([{ isIntersecting: true }])
  }
  unobserve() {}
  disconnect() {}
}

/** Installs NearViewport around each test of the calling suite. */
export function everythingNearViewport(): void {
  const farFromViewport = window.IntersectionObserver
  const install = (value: unknown) =>
    Object.defineProperty(window, 'IntersectionObserver', {
      value,
      configurable: true,
      writable: true,
    })
  beforeEach(() => install(NearViewport))
  afterEach(() => install(farFromViewport))
}
