/**
 * Each page's HTML inlines only the rules its first paint can use. Gatsby inlines the whole
 * stylesheet of the page's template: a property's holds the rules of every part a property may
 * have (videos, files, a reservation band, the similar properties), an empty /favoritos those of
 * the list it renders in the browser. A rule is kept when every class its selector requires is
 * on an element of the page, and every state it requires of an ARIA or data attribute (a menu
 * open, a heart pressed: states React sets) is in the page's HTML; the theme is set on <html> by
 * the early script, so it always counts. The rest of the template's stylesheet is not lost: the
 * inline copy
 * no longer answers to the stylesheet's address, so the chunk loader fetches the whole file
 * (preloaded from the head) before the page hydrates, and anything React renders finds its rules.
 * The app's stylesheet (tokens, reset) is inlined whole: the loader counts it as loaded.
 */
import postcss, { type ChildNode } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import {
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'
import { isAppStylesheetHref } from './headStyles'

/**
 * A rule and, for each selector of its list, what the page must hold for it to match: classes,
 * and attribute states written as they are in HTML (`aria-pressed="true"`, `data-open`).
 */
interface StyleRule {
  selectors: { text: string; needs: string[] }[]
  body: string
}
interface GroupRule {
  /** `@media (…)`, `@supports (…)`, `@container (…)`: kept when a rule inside is. */
  prelude: string
  children: Sheet
}
type Sheet = (StyleRule | GroupRule | string)[]

// What is inside these does not have to be on the page for the selector to match.
const ALTERNATIVES = new Set([':not', ':is', ':where', ':matches', ':-webkit-any'])
const GROUPS = new Set(['media', 'supports', 'container', 'layer'])
/** Attributes whose states React writes; `data-theme` is the early script's, on <html>. */
const RENDERED_STATE = /^(aria|data)-(?!theme$)/

const required = (node: selectorParser.Node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'pseudo' && ALTERNATIVES.has(parent.value.toLowerCase())) return false
  return true
}

function neededFacts(selector: selectorParser.Selector): string[] {
  const needs: string[] = []
  selector.walk((node) => {
    if (!required(node)) return
    if (node.type === 'class') needs.push(`.${node.value}`)
    else if (node.type === 'attribute' && RENDERED_STATE.test(node.attribute)) {
      // Only an exact value can be looked for as written; other operators ask for the name.
      const exact = node.operator === '=' && node.value !== undefined
      needs.push(exact ? `${node.attribute}="${node.value}"` : node.attribute)
    }
  })
  return needs
}

function toSheet(nodes: readonly ChildNode[]): Sheet {
  const sheet: Sheet = []
  for (const node of nodes) {
    if (node.type === 'rule') {
      const text = node.toString()
      const selectors = selectorParser().astSync(node.selector).nodes
      sheet.push({
        selectors: selectors.map((selector) => ({
          text: selector.toString().trim(),
          needs: neededFacts(selector),
        })),
        body: text.slice(text.indexOf('{')),
      })
    } else if (node.type === 'atrule' && node.name === 'media' && node.params === 'print') {
      // No part of a first paint on a screen: the whole file, loaded before hydration, has them.
      continue
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      sheet.push({ prelude: `@${node.name} ${node.params}`, children: toSheet(node.nodes) })
    } else if (node.type !== 'comment') {
      // Keyframes, font faces, imports: small, and kept as they are.
      sheet.push(node.toString())
    }
  }
  return sheet
}

function written(sheet: Sheet, facts: ReadonlySet<string>): string {
  let css = ''
  for (const item of sheet) {
    if (typeof item === 'string') {
      css += item.endsWith('}') || item.endsWith(';') ? item : `${item};`
    } else if ('prelude' in item) {
      const inner = written(item.children, facts)
      if (inner) css += `${item.prelude}{${inner}}`
    } else {
      const kept = item.selectors.filter(({ needs }) => needs.every((fact) => facts.has(fact)))
      if (kept.length > 0) css += `${kept.map(({ text }) => text).join(',')}${item.body}`
    }
  }
  return css
}

const parsed = new Map<string, Sheet>()

/** The rules of `css` that can match a page holding `facts` (pageFacts). */
export function firstPaintRules(css: string, facts: ReadonlySet<string>): string {
  let sheet = parsed.get(css)
  if (!sheet) {
    sheet = toSheet(postcss.parse(css).nodes)
    parsed.set(css, sheet)
  }
  return written(sheet, facts)
}

/**
 * What the elements of `html` carry that a selector can ask for: each class (`.name`), and each
 * ARIA and data attribute, by name and as written with its value (`aria-pressed="true"`).
 */
export function pageFacts(html: string): Set<string> {
  const facts = new Set<string>()
  for (const [, names = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of names.split(/\s+/)) if (name) facts.add(`.${name}`)
  for (const [, name = '', value] of html.matchAll(/\s((?:aria|data)-[\w-]+)(?:="([^"]*)")?/g)) {
    facts.add(name)
    if (value !== undefined) facts.add(`${name}="${value}"`)
  }
  return facts
}

interface InlineStyleProps {
  'data-href'?: string
  dangerouslySetInnerHTML?: { __html: string }
}

/**
 * The head with each template stylesheet Gatsby inlined cut to the rules the page's `facts` let
 * match, under another attribute than the stylesheet's address, and preloaded whole.
 */
export function withFirstPaintCss(
  head: readonly ReactNode[],
  facts: ReadonlySet<string>,
): ReactNode[] {
  return head.flatMap((node) => {
    if (!isValidElement(node) || node.type !== 'style') return [node]
    const style = node as ReactElement<InlineStyleProps>
    const href = style.props['data-href']
    const css = style.props.dangerouslySetInnerHTML?.__html
    if (!href || css === undefined || isAppStylesheetHref(href)) return [node]
    return [
      cloneElement(style, {
        'data-href': undefined,
        'data-first-paint-of': href,
        dangerouslySetInnerHTML: { __html: firstPaintRules(css, facts) },
      } as InlineStyleProps),
      createElement('link', { key: `preload-${href}`, rel: 'preload', as: 'style', href }),
    ]
  })
}
