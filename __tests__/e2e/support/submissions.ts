/** The leads the built demo sent, as its emulator stored them (`GET /__submissions`). */

/** The emulator the built demo sends its leads to (the defaults of src/config.ts). */
export const EMULATOR = (process.env.E2E_EMULATOR_URL || 'http://127.0.0.1:4010').replace(
  /\/+$/,
  '',
)

/** A little over the forms' minimum fill time (src/domain/leads/leadRequests.ts): people are not bots. */
export const PERSON_PAUSE_MS = 1_700

export interface Submission {
  kind: string
  body: Record<string, unknown>
}

/** An address no earlier run used: submissions pile up in the shared emulator's data. */
export const uniqueEmail = (form: string) =>
  `e2e-${form}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * A mobile number of this email's own: the server delivers the same phone on the same form and
 * subject once in 10 minutes (src/server/leadOnce.ts), so each journey's lead is its own person.
 */
export function phoneOf(email: string): string {
  let hash = 0
  for (const char of email) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  const digits = String(hash % 100_000_000).padStart(8, '0')
  return `11 ${digits.slice(0, 4)}-${digits.slice(4)}`
}

/** The emulator's stored submissions sent with this email, once `count` of them arrived. */
export async function submissionsOf(email: string, count: number): Promise<Submission[]> {
  const deadline = Date.now() + 10_000
  let found: Submission[] = []
  while (Date.now() < deadline) {
    const response = await fetch(`${EMULATOR}/__submissions`)
    const all = (await response.json()) as Submission[]
    found = all.filter((submission) => submission.body.email === email)
    if (found.length >= count) return found.sort((a, b) => a.kind.localeCompare(b.kind))
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`El emulador guardó ${found.length} de ${count} envíos de ${email}`)
}

/** The tag Tokko gets for a visitor who came straight to the site (no campaign, no referrer). */
export const DIRECT_TAG = 'Directo'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const directLine = (landing: string) =>
  `Origen: directo · Llegó por: ${landing} · Primer contacto: \\d{2}/\\d{2}/\\d{4} directo`

/**
 * The origin line alone (src/domain/leads/originText.ts) of a visitor who came straight to the
 * site, naming the page the visit began on (any, by default): a lead with no text of its own.
 */
export const directOrigin = (landing = '/\\S*') =>
  expect.stringMatching(new RegExp(`^${directLine(landing)}$`))

/** A lead's text as it arrives from a visitor who came straight to the site, then its origin line. */
export const withDirectOrigin = (text: string, landing = '/\\S*') =>
  expect.stringMatching(new RegExp(`^${escaped(text)}\\n\\n${directLine(landing)}$`))
