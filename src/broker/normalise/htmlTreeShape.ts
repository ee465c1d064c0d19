/** The tree the HTML parser (htmlTree.ts) produces and the sanitising rules walk. */
export interface HtmlElement {
  name: string
  attribs: Record<string, string>
  children: (HtmlElement | string)[]
}

// Deeper nesting than any real description is flattened, so hostile input cannot exhaust the stack.
export const MAX_DEPTH = 64
