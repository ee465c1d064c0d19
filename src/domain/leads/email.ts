/** The one rule for an e-mail address's shape: the forms' and `mailto:` links' (mailto.ts). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** True for an address of the usual shape (one @, a dotted domain, no spaces). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
