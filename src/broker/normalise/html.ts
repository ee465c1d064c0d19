/** Untrusted agent HTML, reduced to an allow-list before injection or flattened to plain text. */
import { Parser } from 'htmlparser2'
import sanitizeHtml from 'sanitize-html'
import { toHttpUrl } from './coerce'

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:)/i

// Links open in a new tab and pass no referrer or ranking credit to addresses agents typed.
const LINK_REL = 'noopener noreferrer nofollow'

function safeLink(_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const raw = (attribs.href ?? '').trim()
  const href = /^https?:/i.test(raw) ? toHttpUrl(raw) : SAFE_HREF.test(raw) ? raw : ''
  // A link without a safe address keeps its text: 'span' is not allowed, so only the tag goes.
  if (!href) return { tagName: 'span', attribs: {} }
  return { tagName: 'a', attribs: { href, rel: LINK_REL, target: '_blank' } }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'title'],
  transformTags: {
    // The page owns its h1; pasted headings keep their structure one level down.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: safeLink,
  },
  // Paragraphs left empty once images or scripts are gone would only add blank space.
  exclusiveFilter: (frame) => /^(?:p|h[2-4])$/.test(frame.tag) && frame.text.trim() === '',
}

/** Untrusted HTML reduced to the site's allow-list: safe to inject as is. */
export function sanitiseHtml(html: string): string {
  return html.trim() ? sanitizeHtml(html, OPTIONS).trim() : ''
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Plain text as HTML: escaped, blank lines start paragraphs, single newlines become <br>. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map(escapeHtml)
        .join('<br>'),
    )
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')
}

const HAS_TAG = /<[a-z][\s\S]*>/i

/** Text that may be HTML or plain text (backend descriptions, news) as safe HTML. */
export function richTextToHtml(text: string): string {
  return HAS_TAG.test(text) ? sanitiseHtml(text) : plainTextToHtml(text)
}

// Elements whose boundaries separate words: "<p>a</p><p>b</p>" reads "a b", not "ab".
const BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
])
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'head', 'textarea'])

/** The visible text of HTML, entities decoded and whitespace collapsed (meta and share texts). */
export function htmlToText(html: string): string {
  const parts: string[] = []
  let hiddenDepth = 0
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hiddenDepth++
        if (BREAKING.has(name)) parts.push(' ')
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1)
        if (BREAKING.has(name)) parts.push(' ')
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text)
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
