import { readFileSync, writeFileSync } from 'node:fs'

/**
 * Writes `content` unless the file holds it already: a rebuild then leaves untouched what did
 * not change, and the publisher copies (and counts as rewritten) only what did.
 */
export function writeIfChanged(file: string, content: string): boolean {
  try {
    if (readFileSync(file, 'utf8') === content) return false
  } catch {
    // Not there yet.
  }
  writeFileSync(file, content)
  return true
}
