/**
 * The last check of a build: no text file it wrote into public/ holds a NUL byte, invalid UTF-8,
 * or a replacement character (U+FFFD, what a browser shows for a broken character) that the
 * broker's data does not hold itself. Any of them fails the build, naming the file, the line and
 * column, and the text around it, so a broken page is never published.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Files a browser reads as text. */
const TEXT_FILE = /\.(?:html|json|js|css|xml|txt|svg|webmanifest)$/

export interface ByteProblem {
  /** Byte offset in the file. */
  offset: number
  what: 'nul' | 'utf8' | 'replacement'
}

const REPLACEMENT = Buffer.from('\uFFFD')

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Buffer): number {
  let at = 0
  while (at < bytes.length) {
    const lead = bytes[at]!
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0
    if (length === 0 || at + length > bytes.length) return at
    for (let next = 1; next < length; next++) if ((bytes[at + next]! & 0xc0) !== 0x80) return at
    // Overlong forms, surrogates and code points past U+10FFFF.
    const second = bytes[at + 1]!
    if (
      (lead === 0xe0 && second < 0xa0) ||
      (lead === 0xed && second > 0x9f) ||
      (lead === 0xf0 && second < 0x90) ||
      (lead === 0xf4 && second > 0x8f)
    )
      return at
    at += length
  }
  return -1
}

/** The letters and digits around `offset`, the character there included: the word it broke. */
function wordAround(text: string, index: number): string {
  let start = index
  let end = index + 1
  while (start > 0 && /[\p{L}\p{N}\uFFFD]/u.test(text[start - 1]!)) start--
  while (end < text.length && /[\p{L}\p{N}\uFFFD]/u.test(text[end]!)) end++
  return text.slice(start, end)
}

/**
 * What is wrong with a file's bytes, or null. A U+FFFD is right only where the broker's data has
 * the same word with it (`sourceText`: the catalogue the build read, as JSON).
 */
export function byteProblem(bytes: Buffer, sourceText: string): ByteProblem | null {
  const nul = bytes.indexOf(0)
  if (nul >= 0) return { offset: nul, what: 'nul' }
  const invalid = firstInvalidUtf8(bytes)
  if (invalid >= 0) return { offset: invalid, what: 'utf8' }
  let from = bytes.indexOf(REPLACEMENT)
  if (from < 0) return null
  const text = bytes.toString('utf8')
  for (let index = text.indexOf('\uFFFD'); index >= 0; index = text.indexOf('\uFFFD', index + 1)) {
    if (!sourceText.includes(wordAround(text, index))) return { offset: from, what: 'replacement' }
    from = bytes.indexOf(REPLACEMENT, from + REPLACEMENT.length)
  }
  return null
}

const WHAT: Record<ByteProblem['what'], string> = {
  nul: 'un byte NUL',
  utf8: 'bytes que no son UTF-8 válido',
  replacement: 'un carácter de reemplazo (�) que los datos del broker no tienen',
}

/** `file, línea L, columna C: what, en «text around»`. */
export function describeProblem(file: string, bytes: Buffer, problem: ByteProblem): string {
  const before = bytes.subarray(0, problem.offset)
  const line = before.toString('latin1').split('\n').length
  const column = problem.offset - before.lastIndexOf(0x0a)
  const around = bytes
    .subarray(Math.max(0, problem.offset - 30), problem.offset + 30)
    .toString('utf8')
    .replace(/\0/g, '\\0')
    .replace(/\s+/g, ' ')
  return `${file}, línea ${line}, columna ${column}: ${WHAT[problem.what]}, en «${around}»`
}

/**
 * Every problem in the text files of `publicDir` written since `sinceMs` (this build's; the
 * others were checked by the build that wrote them), as Spanish lines.
 */
export function checkPublishedBytes(publicDir: string, sinceMs: number, sourceText: string) {
  const problems: string[] = []
  let checked = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (TEXT_FILE.test(entry.name) && statSync(file).mtimeMs >= sinceMs) {
        checked++
        const bytes = readFileSync(file)
        const problem = byteProblem(bytes, sourceText)
        if (problem) problems.push(describeProblem(path.relative(publicDir, file), bytes, problem))
      }
    }
  }
  walk(publicDir)
  return { checked, problems }
}
