/**
 * Untrusted agent HTML, reduced to an allow-list before injection or flattened to plain text, at
 * build time and in the site's server side. Both walk the tree of htmlTree.ts (htmlparser2).
 */
import { mailtoHref } from '../../domain/leads/mailto'
import { toHttpUrl } from './coerce'
import { htmlTree, type HtmlElement } from './htmlTree'

// Links open in a new tab and pass no referrer or ranking credit to addresses agents typed.
const LINK_REL = 'noopener noreferrer nofollow'

const ALLOWED = new Set([
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
])
// The page owns its h1; pasted headings keep their structure one level down.
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' }
// Elements whose content is not text for the reader: dropped with everything inside them.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'template',
  'title',
  'head',
])
// Blocks left without text once images or scripts are gone would only add blank space.
const DROPPED_WHEN_EMPTY = new Set(['p', 'h2', 'h3', 'h4'])
const VOID = new Set(['br'])

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;')

/**
 * A `mailto:` address from untrusted HTML ('mailto:ana@example.com?subject=…'), rebuilt from its
 * address alone when that is valid; null otherwise. Headers such as cc, bcc or body are dropped.
 */
export function safeMailtoHref(href: string): string | null {
  const match = /^mailto:([^?#]*)/i.exec(href.trim())
  if (!match) return null
  let address: string
  try {
    address = decodeURIComponent(match[1] ?? '')
  } catch {
    return null
  }
  // One recipient: 'a@x.com,b@y.com' is refused by the rule, as is anything with a space.
  return mailtoHref(address)
}

/**
 * A link's address when it is one a visitor may follow: http(s), a mailto to one valid address
 * (rebuilt without headers such as cc or body), or tel.
 */
function safeHref(raw: string | undefined): string {
  const href = (raw ?? '').trim()
  if (/^https?:/i.test(href)) return toHttpUrl(href)
  if (/^mailto:/i.test(href)) return safeMailtoHref(href) ?? ''
  return /^tel:/i.test(href) ? href : ''
}

/** The allowed HTML of the children, and whether any visible text is in it. */
function render(children: (HtmlElement | string)[]): { html: string; hasText: boolean } {
  let html = ''
  let hasText = false
  for (const child of children) {
    if (typeof child === 'string') {
      html += escapeText(child)
      hasText ||= child.trim() !== ''
      continue
    }
    const inner = render(child.children)
    const name = RENAMED[child.name] ?? child.name
    if (name === 'a') {
      const href = safeHref(child.attribs.href)
      // A link without a safe address keeps its text.
      html += href
        ? `<a href="${escapeAttribute(href)}" rel="${LINK_REL}" target="_blank">${inner.html}</a>`
        : inner.html
    } else if (!ALLOWED.has(name)) {
      html += inner.html
    } else if (VOID.has(name)) {
      html += `<${name}>`
      continue
    } else if (DROPPED_WHEN_EMPTY.has(name) && !inner.hasText) {
      continue
    } else {
      html += `<${name}>${inner.html}</${name}>`
    }
    hasText ||= inner.hasText
  }
  return { html, hasText }
}

/** Untrusted HTML reduced to the site's allow-list, re-written from scratch: safe to inject. */
export function sanitiseHtml(html: string): string {
  return html.trim() ? render(htmlTree(html, DROPPED_WITH_CONTENT).children).html.trim() : ''
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
  const collect = (children: (HtmlElement | string)[]) => {
    for (const child of children) {
      if (typeof child === 'string') {
        parts.push(child)
        continue
      }
      const breaking = BREAKING.has(child.name)
      if (breaking) parts.push(' ')
      collect(child.children)
      if (breaking) parts.push(' ')
    }
  }
  collect(htmlTree(html, HIDDEN).children)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
