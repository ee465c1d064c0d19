/**
 * The one rule for an e-mail address's shape. Its own module: every page's footer writes a
 * `mailto:` link with it (mailto.ts), and only pages with a form need the rest of validation.ts.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** True for an address of the usual shape (one @, a dotted domain, no spaces). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
