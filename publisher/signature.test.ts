/** @jest-environment node */
import { createHmac } from 'node:crypto'
import { sign, verifySignature } from './signature'

const SECRET = 'secreto-del-webhook'
const body = Buffer.from('{"motivo":"novedad publicada"}')

describe('verifySignature', () => {
  it("accepts GitHub's sha256=<hex> of the exact body", () => {
    const hex = createHmac('sha256', SECRET).update(body).digest('hex')
    expect(sign(SECRET, body)).toBe(`sha256=${hex}`)
    expect(verifySignature(SECRET, body, `sha256=${hex}`)).toBe(true)
    expect(verifySignature(SECRET, body, `sha256=${hex.toUpperCase()}`)).toBe(true)
  })

  it('refuses another body, another secret, a missing or malformed header', () => {
    const header = sign(SECRET, body)
    expect(verifySignature(SECRET, Buffer.from('{"motivo":"otro"}'), header)).toBe(false)
    expect(verifySignature('otro-secreto', body, header)).toBe(false)
    expect(verifySignature(SECRET, body, undefined)).toBe(false)
    expect(verifySignature(SECRET, body, header.slice(7))).toBe(false)
    expect(verifySignature(SECRET, body, 'sha1=' + header.slice(7, 47))).toBe(false)
    expect(verifySignature(SECRET, body, header.slice(0, -2))).toBe(false)
    expect(verifySignature(SECRET, body, [header])).toBe(false)
  })

  it('refuses everything when no secret is configured', () => {
    expect(verifySignature('', body, sign('', body))).toBe(false)
  })
})
