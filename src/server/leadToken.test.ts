import { MIN_FILL_MS } from '../live/leads'
import { checkLeadToken, issueLeadToken, TOKEN_TTL_MS } from './leadToken'

const SECRET = 'secreto'
const ISSUED = Date.UTC(2026, 10, 23, 14, 5)

describe('lead tokens', () => {
  it('accepts its own token once a person could have filled the form', () => {
    const token = issueLeadToken(SECRET, ISSUED)
    expect(checkLeadToken(SECRET, token, ISSUED + MIN_FILL_MS)).toBe('ok')
    expect(checkLeadToken(SECRET, token, ISSUED + TOKEN_TTL_MS)).toBe('ok')
  })

  it('refuses a form sent sooner than a person could fill it', () => {
    const token = issueLeadToken(SECRET, ISSUED)
    expect(checkLeadToken(SECRET, token, ISSUED)).toBe('too-fast')
    expect(checkLeadToken(SECRET, token, ISSUED + MIN_FILL_MS - 1)).toBe('too-fast')
  })

  it('refuses a stale token', () => {
    const token = issueLeadToken(SECRET, ISSUED)
    expect(checkLeadToken(SECRET, token, ISSUED + TOKEN_TTL_MS + 1)).toBe('expired')
  })

  it('refuses no token, a forged one, and one signed with another secret', () => {
    expect(checkLeadToken(SECRET, undefined, ISSUED)).toBe('missing')
    expect(checkLeadToken(SECRET, '', ISSUED)).toBe('missing')
    expect(checkLeadToken(SECRET, 42, ISSUED)).toBe('missing')
    const token = issueLeadToken(SECRET, ISSUED)
    expect(checkLeadToken('otro', token, ISSUED + 5_000)).toBe('invalid')
    // An older issue time under the same signature: the signature no longer matches.
    const [version, , nonce, signature] = token.split('.')
    const backdated = [version, (ISSUED - 60_000).toString(36), nonce, signature].join('.')
    expect(checkLeadToken(SECRET, backdated, ISSUED + 5_000)).toBe('invalid')
    expect(checkLeadToken(SECRET, 'v1.abc.def', ISSUED)).toBe('invalid')
  })

  it('issues a different token each time', () => {
    expect(issueLeadToken(SECRET, ISSUED)).not.toBe(issueLeadToken(SECRET, ISSUED))
  })
})
