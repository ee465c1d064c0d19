/** Every key of both storages with its value: what the next person at this browser could read. */
export function everythingStored(): Record<string, string> {
  const all: Record<string, string> = {}
  for (const store of [window.localStorage, window.sessionStorage]) {
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index)!
      all[key] = store.getItem(key)!
    }
  }
  return all
}

/** Empties both storages, as a new browser would have them. */
export function clearStorage(): void {
  window.localStorage.clear()
  window.sessionStorage.clear()
}
