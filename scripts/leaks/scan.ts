/**
 * Scans every file of a built site for secrets: one pass per file with one regular expression
 * of them all (a few hundred literals), each also as JSON and HTML would escape it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Secret } from './private'

/** Pictures and fonts hold no text a secret could be written in. */
const BINARY = /\.(jpe?g|png|webp|avif|gif|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i

export interface Leak {
  file: string
  what: string
  text: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const htmlEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;')

/** The ways a text can be written in a built file. */
function spellings(text: string): string[] {
  const json = JSON.stringify(text).slice(1, -1)
  const ascii = json.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return [...new Set([text, json, ascii, htmlEscaped(text)])]
}

export function listFiles(root: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(root)) {
    const full = path.join(root, entry)
    if (statSync(full).isDirectory()) files.push(...listFiles(full))
    else if (!BINARY.test(entry)) files.push(full)
  }
  return files
}

/** Every secret found in the files under `root`, by file. */
export function scanForSecrets(root: string, secrets: readonly Secret[]): Leak[] {
  if (secrets.length === 0) return []
  const bySpelling = new Map<string, Secret>()
  for (const secret of secrets)
    for (const spelling of spellings(secret.text)) bySpelling.set(spelling, secret)
  // Longest first, so that a secret that contains another is the one reported.
  const pattern = new RegExp(
    [...bySpelling.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  )
  const leaks: Leak[] = []
  for (const file of listFiles(root)) {
    const content = readFileSync(file, 'utf8')
    const found = new Set<string>()
    for (const match of content.matchAll(pattern)) {
      const secret = bySpelling.get(match[0])!
      if (found.has(secret.text)) continue
      found.add(secret.text)
      leaks.push({ file: path.relative(root, file), what: secret.what, text: secret.text })
    }
  }
  return leaks
}
