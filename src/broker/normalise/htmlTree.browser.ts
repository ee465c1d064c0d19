/**
 * Untrusted HTML as a small tree, on the browser's own parser: what the browser bundle uses in
 * place of htmlTree.ts (gatsby/webpack.ts). A DOMParser document is inert: nothing in it loads
 * or runs.
 */
import { MAX_DEPTH, type HtmlElement } from './htmlTreeShape'

export type { HtmlElement } from './htmlTreeShape'

/** The text of a subtree too deep to keep, without what `hidden` leaves out. */
function flatText(node: Node, hidden: ReadonlySet<string>): string {
  const walker = node.ownerDocument!.createTreeWalker(
    node,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    {
      acceptNode: (current) =>
        current.nodeType === Node.ELEMENT_NODE && hidden.has((current as Element).localName)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    },
  )
  let text = ''
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current.nodeType === Node.TEXT_NODE) text += current.nodeValue ?? ''
  }
  return text
}

function convert(node: Node, into: HtmlElement, depth: number, hidden: ReadonlySet<string>) {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.children.push(child.nodeValue ?? '')
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element
      const name = element.localName
      if (hidden.has(name)) continue
      if (depth >= MAX_DEPTH) {
        into.children.push(flatText(element, hidden))
        continue
      }
      const attribs: Record<string, string> = {}
      for (const attribute of Array.from(element.attributes))
        attribs[attribute.name] = attribute.value
      const converted: HtmlElement = { name, attribs, children: [] }
      into.children.push(converted)
      convert(element, converted, depth + 1, hidden)
    }
  }
}

/**
 * The document as a tree, entities decoded, the elements named in `hidden` left out with all
 * they contain, nesting deeper than MAX_DEPTH flattened into its text.
 */
export function htmlTree(html: string, hidden: ReadonlySet<string>): HtmlElement {
  const document = new DOMParser().parseFromString(html, 'text/html')
  const root: HtmlElement = { name: '', attribs: {}, children: [] }
  // The parser moves a leading <title> or <style> into the head; only the body is content.
  convert(document.body, root, 1, hidden)
  return root
}
