import { MIN_FILL_MS } from '../domain/leads/leadRequests'
import { issueLeadToken, readLeadToken, TOKEN_TTL_MS } from './leadToken'

const SECRET = 'secreto'
const ISSUED = Date.UTC(2026, 10, 23, 14, 5)

const problem = (token: unknown, now: number, kind = 'contact' as const) => {
  const reading = readLeadToken(SECRET, token, kind, now)
  return reading.ok ? 'ok' : reading.problem
}

describe('lead tokens', () => {
  it('accepts its own token, for its form, once a person could have filled it', () => {
    const token = issueLeadToken(SECRET, 'contact', ISSUED)
    expect(problem(token, ISSUED + MIN_FILL_MS)).toBe('ok')
    expect(problem(token, ISSUED + TOKEN_TTL_MS)).toBe('ok')
  })

  it('lasts two hours', () => {
    expect(TOKEN_TTL_MS).toBe(2 * 60 * 60 * 1000)
  })

  it('gives the same id for every post of one token, and another for each token', () => {
    const token = issueLeadToken(SECRET, 'contact', ISSUED)
    const first = readLeadToken(SECRET, token, 'contact', ISSUED + 5_000)
    const again = readLeadToken(SECRET, token, 'contact', ISSUED + 9_000)
    const other = readLeadToken(
      SECRET,
      issueLeadToken(SECRET, 'contact', ISSUED),
      'contact',
      ISSUED + 5_000,
    )
    expect(first.ok && again.ok && other.ok).toBe(true)
    if (first.ok && again.ok && other.ok) {
      expect(first.id).toBe(again.id)
      expect(other.id).not.toBe(first.id)
    }
  })

  it('refuses a token issued for another form', () => {
    const token = issueLeadToken(SECRET, 'newsletter', ISSUED)
    expect(problem(token, ISSUED + 5_000, 'contact')).toBe('other-form')
    // The kind is signed: naming another in the token breaks the signature.
    const renamed = token.replace('.newsletter.', '.contact.')
    expect(problem(renamed, ISSUED + 5_000, 'contact')).toBe('invalid')
  })

  it('refuses a form sent sooner than a person could fill it', () => {
    const token = issueLeadToken(SECRET, 'contact', ISSUED)
    expect(problem(token, ISSUED)).toBe('too-fast')
    expect(problem(token, ISSUED + MIN_FILL_MS - 1)).toBe('too-fast')
  })

  it('refuses a stale token', () => {
    const token = issueLeadToken(SECRET, 'contact', ISSUED)
    expect(problem(token, ISSUED + TOKEN_TTL_MS + 1)).toBe('expired')
  })

  it('refuses no token, a forged one, and one signed with another secret', () => {
    expect(problem(undefined, ISSUED)).toBe('missing')
    expect(problem('', ISSUED)).toBe('missing')
    expect(problem(42, ISSUED)).toBe('missing')
    const token = issueLeadToken(SECRET, 'contact', ISSUED)
    expect(readLeadToken('otro', token, 'contact', ISSUED + 5_000)).toEqual({
      ok: false,
      problem: 'invalid',
    })
    // An older issue time under the same signature: the signature no longer matches.
    const [version, kind, , nonce, signature] = token.split('.')
    const backdated = [version, kind, (ISSUED - 60_000).toString(36), nonce, signature].join('.')
    expect(problem(backdated, ISSUED + 5_000)).toBe('invalid')
    expect(problem('v2.contact.abc.def', ISSUED)).toBe('invalid')
    expect(problem(`${token}${'x'.repeat(200)}`, ISSUED + 5_000)).toBe('invalid')
    // The previous format, signed by this very secret, is no longer taken.
    expect(problem('v1.abc.def.ghi', ISSUED)).toBe('invalid')
  })

  it('issues a different token each time', () => {
    expect(issueLeadToken(SECRET, 'contact', ISSUED)).not.toBe(
      issueLeadToken(SECRET, 'contact', ISSUED),
    )
  })
})
