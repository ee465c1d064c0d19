/** The tree both HTML parsers (htmlTree.ts at build time, htmlTree.browser.ts live) produce. */
export interface HtmlElement {
  name: string
  attribs: Record<string, string>
  children: (HtmlElement | string)[]
}

// Deeper nesting than any real description is flattened, so hostile input cannot exhaust the stack.
export const MAX_DEPTH = 64
