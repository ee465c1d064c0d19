import { readFileSync, writeFileSync } from 'node:fs'

/**
 * Writes `content` unless the file holds it already: a rebuild then leaves untouched what did
 * not change, and the publisher copies (and counts as rewritten) only what did. `asWritten` reads
 * the file as this would have written it, for a file a later step adds to (a document's policy).
 */
export function writeIfChanged(
  file: string,
  content: string,
  asWritten: (existing: string) => string = (existing) => existing,
): boolean {
  try {
    if (asWritten(readFileSync(file, 'utf8')) === content) return false
  } catch {
    // Not there yet.
  }
  writeFileSync(file, content)
  return true
}
