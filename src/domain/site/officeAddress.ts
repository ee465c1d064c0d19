/** The office's address as one line, or null when the settings give none. */
export function officeAddress(location: { address: string; city: string }): string | null {
  const line = [location.address.trim(), location.city.trim()].filter(Boolean).join(', ')
  return line || null
}
