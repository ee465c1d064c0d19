/**
 * Untrusted HTML as a small tree, on htmlparser2. Only the build and the site's server side
 * parse HTML: browsers receive descriptions already sanitised.
 */
import { Parser } from 'htmlparser2'

/** The tree the parser produces and the sanitising rules walk. */
export interface HtmlElement {
  name: string
  attribs: Record<string, string>
  children: (HtmlElement | string)[]
}

// Deeper nesting than any real description is flattened, so hostile input cannot exhaust the stack.
const MAX_DEPTH = 64

/**
 * The document as a tree, entities decoded, the elements named in `hidden` left out with all
 * they contain, nesting deeper than MAX_DEPTH flattened into its text.
 */
export function htmlTree(html: string, hidden: ReadonlySet<string>): HtmlElement {
  const root: HtmlElement = { name: '', attribs: {}, children: [] }
  const stack: HtmlElement[] = [root]
  let hiddenDepth = 0
  let flattenedDepth = 0
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (hiddenDepth > 0 || hidden.has(name)) {
          hiddenDepth++
        } else if (stack.length > MAX_DEPTH) {
          flattenedDepth++
        } else {
          const element: HtmlElement = { name, attribs, children: [] }
          stack[stack.length - 1]?.children.push(element)
          stack.push(element)
        }
      },
      ontext(text) {
        if (hiddenDepth === 0) stack[stack.length - 1]?.children.push(text)
      },
      // Closing events come in reverse order of opening, so the counters unwind in turn.
      onclosetag() {
        if (hiddenDepth > 0) hiddenDepth--
        else if (flattenedDepth > 0) flattenedDepth--
        else if (stack.length > 1) stack.pop()
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return root
}
