/**
 * The inline scripts of a built page and their CSP hashes. A scan of the markup, not a full
 * parse: every page is read after every build, and a tokenizer costs several times as long.
 * It relies on what React and Gatsby write: '<' is escaped in text and attribute
 * values, so outside comments and raw-text elements every '<script' opens a script element.
 * inlineScripts.test.ts checks it against htmlparser2 (a full tokenizer) on tricky markup.
 */
import { createHash } from 'node:crypto'

export interface InlineScript {
  /** The attributes, lower-case names; a bare attribute has the value ''. */
  attributes: Record<string, string>
  /** The text between the tags, as the browser hashes it. */
  text: string
}

// The next place where markup opens something whose content is not markup: a comment, a script
// or a raw-text element. A <noscript> is read as markup: a script in it gets a hash it never uses.
const OPENING = /<(!--|script|style|textarea|title|xmp|noembed|noframes|iframe)(?=[\s/>])/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

/** The end of a start tag that begins at `from` (after its name): the index after its '>'. */
function endOfTag(html: string, from: number): number {
  let quote = ''
  for (let index = from; index < html.length; index++) {
    const char = html[index]
    if (quote) {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '>') return index + 1
  }
  return html.length
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!(name in attributes)) attributes[name] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return attributes
}

/** Every <script> element with its text, in document order (external ones with empty text). */
export function scriptElements(html: string): InlineScript[] {
  const scripts: InlineScript[] = []
  OPENING.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = OPENING.exec(html))) {
    const name = match[1]!.toLowerCase()
    if (name === '!--') {
      const end = html.indexOf('-->', match.index + 4)
      OPENING.lastIndex = end === -1 ? html.length : end + 3
      continue
    }
    const nameEnd = match.index + 1 + name.length
    const contentStart = endOfTag(html, nameEnd)
    // Raw text runs to the first '</name' however it is cased; a '/>' does not close it in HTML.
    const close = new RegExp(`</${name}(?=[\\s/>])`, 'gi')
    close.lastIndex = contentStart
    const closing = close.exec(html)
    const contentEnd = closing ? closing.index : html.length
    if (name === 'script') {
      const attributeSource = html.slice(nameEnd, contentStart - 1).replace(/\/$/, '')
      scripts.push({
        attributes: parseAttributes(attributeSource),
        text: html.slice(contentStart, contentEnd),
      })
    }
    OPENING.lastIndex = closing ? endOfTag(html, contentEnd + 2 + name.length) : html.length
  }
  return scripts
}

// The `type` values the browser runs (HTML: a JavaScript MIME type essence, "module", or an import
// map, which CSP also treats as an inline script). Anything else, JSON-LD included, is data.
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

/** Whether the browser runs this script element's own text. */
export function runsInline(script: InlineScript): boolean {
  if ('src' in script.attributes) return false
  return JAVASCRIPT_TYPES.has((script.attributes.type ?? '').trim().toLowerCase())
}

/**
 * The CSP source that allows exactly this inline script: 'sha256-…' of its text as UTF-8. Text
 * read from a file's bytes as latin1 (one character a byte) is hashed as those bytes.
 */
export function scriptHash(text: string, encoding: 'utf8' | 'latin1' = 'utf8'): string {
  // The browser hashes the text after the HTML parser has turned CR LF and lone CR into LF.
  const normalised = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, encoding).digest('base64')}'`
}

/**
 * A page's markup: its text, or its file's bytes (UTF-8), which are read as latin1: decoding
 * UTF-8 would cost more than the scan, and every character the scan looks for is ASCII.
 */
function markup(html: string | Uint8Array): [string, 'utf8' | 'latin1'] {
  if (typeof html === 'string') return [html, 'utf8']
  return [Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1'), 'latin1']
}

/** The hashes of the inline scripts this page runs, each once, in document order. */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const [text, encoding] = markup(html)
  const hashes = scriptElements(text)
    .filter(runsInline)
    .map((script) => scriptHash(script.text, encoding))
  return [...new Set(hashes)]
}

/** The addresses of the external scripts of a page (so a caller can check their origins). */
export function externalScriptSources(html: string | Uint8Array): string[] {
  const [text, encoding] = markup(html)
  return scriptElements(text)
    .map((script) => script.attributes.src)
    .filter((src): src is string => src !== undefined)
    .map((src) => (encoding === 'latin1' ? Buffer.from(src, 'latin1').toString('utf8') : src))
}
