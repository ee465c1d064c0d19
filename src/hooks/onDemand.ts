/**
 * Code fetched on demand once per visit: kept once it has arrived (a component that mounts later
 * shows it at once), and forgotten when the fetch fails, so the next ask fetches again (a flaky
 * network, a deploy in between).
 */
export function onDemand<Module>(fetch: () => Promise<Module>) {
  let arrived: Module | undefined
  let fetching: Promise<Module> | undefined
  return {
    /** The module if it has arrived. */
    loaded: (): Module | undefined => arrived,
    load(): Promise<Module> {
      fetching ??= fetch().then(
        (module) => (arrived = module),
        (error: unknown) => {
          fetching = undefined
          throw error
        },
      )
      return fetching
    },
  }
}

/** Code fetched on demand (see `onDemand`). */
export type OnDemand<Module> = ReturnType<typeof onDemand<Module>>
