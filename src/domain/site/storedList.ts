/** The items of a list a device kept as JSON; [] for nothing, broken JSON or anything else. */
export function storedList(raw: string | null): unknown[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}
