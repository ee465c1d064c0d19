/**
 * Webhook signatures as GitHub sends them: `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256
 * of the raw body under a shared secret. Checked in constant time on the exact bytes received.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-hub-signature-256'

/** The header value for `body` under `secret`. */
export function sign(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** True only when `header` is the signature of `body` under a non-empty `secret`. */
export function verifySignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (!secret || typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header.trim()))
    return false
  const given = Buffer.from(header.trim().slice('sha256='.length).toLowerCase(), 'hex')
  const expected = createHmac('sha256', secret).update(body).digest()
  return timingSafeEqual(given, expected)
}
