import { readFileSync } from 'node:fs'
import { dataUrl, PDF } from '../hostile/support/leads'
import { MIN_FILL_MS } from '../../src/domain/leads/leadRequests'
import { BASE_URL } from './support/server'
import { EMULATOR, phoneOf, submissionsOf, uniqueEmail } from './support/submissions'

// The production server's log, as the suite's server writes it (JSON lines, support/
// globalSetup.ts), read back after real leads (issue 46): each request and each lead is a line
// an operator can follow, and nothing the visitor typed, no token and no key is in it.

const LOG = process.env.E2E_SERVER_LOG

type Line = Record<string, unknown>

const logLines = (): Line[] =>
  readFileSync(LOG!, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line)

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const found = find()
    if (found !== undefined) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`El log del servidor no tiene ${what}`)
}

let visitors = 0
/** A visitor of its own per post: the lead limit counts posts per address. */
const visitor = () => `198.51.100.${++visitors}`

async function tokenFor(kind: string): Promise<string> {
  const answer = await fetch(`${BASE_URL}/api/lead-token?form=${kind}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': visitor() },
  })
  const { token } = (await answer.json()) as { token: string }
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 250))
  return token
}

async function post(kind: string, lead: unknown, token: string, key: string) {
  return fetch(`${BASE_URL}/api/leads/${kind}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      Origin: BASE_URL,
      'X-Lead-Token': token,
      'Idempotency-Key': key,
      'X-Forwarded-For': visitor(),
    },
    body: JSON.stringify({ lead }),
  })
}

const describeWithLog = LOG ? describe : describe.skip

describeWithLog('the server’s log, read back after real leads', () => {
  it('follows each lead by its request and id, and holds nothing the visitor typed', async () => {
    const email = uniqueEmail('registro')
    const phone = phoneOf(email)
    const surname = `Registrada${Date.now().toString(36)}`
    const message = `Busco un ambiente luminoso ${Math.random().toString(36).slice(2)}`
    const contactKey = `registro-contacto-${Date.now()}`
    const contactToken = await tokenFor('contact')
    const contact = await post(
      'contact',
      {
        kind: 'contact',
        form: {
          nombre: 'Ana',
          apellido: surname,
          email,
          phone: '',
          cellphone: phone,
          text: message,
        },
      },
      contactToken,
      contactKey,
    )
    expect(contact.status).toBe(200)

    const settings = (await (
      await fetch(`${EMULATOR}/api/site/configuracion/?client=6`)
    ).json()) as { modules: { sumate: { positions: string[] } } }
    const cv = dataUrl('application/pdf', Buffer.concat([PDF, Buffer.from(`% ${surname}\n`)]))
    const applicationEmail = uniqueEmail('registro-cv')
    const applicationToken = await tokenFor('application')
    const application = await post(
      'application',
      {
        kind: 'application',
        form: {
          email: applicationEmail,
          gender: '',
          date: '',
          location: 'Palermo',
          phone,
          position: settings.modules.sumate.positions[0],
          cv,
        },
      },
      applicationToken,
      `registro-postulacion-${Date.now()}`,
    )
    expect(application.status).toBe(200)
    await submissionsOf(email, 2)

    const requestId = contact.headers.get('x-request-id')
    const requestLine = await until(
      () => logLines().find((line) => line.msg === 'pedido' && line.reqId === requestId),
      'la línea del pedido',
    )
    expect(requestLine).toMatchObject({
      app: 'sitio',
      level: 'info',
      method: 'POST',
      route: '/api/leads/:kind',
      path: '/api/leads/contact',
      status: 200,
      address: expect.stringMatching(/^198\.51\.100\.\d+$/),
    })
    const leadLine = await until(
      () =>
        logLines().find((line) => line.msg === 'Consulta entregada' && line.reqId === requestId),
      'la línea de la consulta',
    )
    expect(leadLine).toMatchObject({
      component: 'funciones',
      kind: 'contact',
      leadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      outcome: 'entregada',
      delivered: ['broker', 'backend'],
      failed: [],
    })
    await until(
      () =>
        logLines().find((line) => line.msg === 'Consulta entregada' && line.kind === 'application'),
      'la postulación',
    )

    const written = readFileSync(LOG!, 'utf8')
    const typed = [
      email,
      applicationEmail,
      surname,
      message,
      phone,
      phone.replace(/\D/g, ''),
      contactToken,
      applicationToken,
      contactKey,
      cv.slice(-40),
    ]
    expect(typed.filter((value) => written.includes(value))).toEqual([])
  })
})
