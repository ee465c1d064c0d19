import http from 'node:http'
import path from 'node:path'
import { freePort, startSite, type RunningSite } from '../../server/spawn'
import { MIN_FILL_MS } from '../../src/domain/leads/leadRequests'
import { EMULATOR, phoneOf, uniqueEmail, type Submission } from './support/submissions'

// One lead per person and intent on a server of two workers without Redis (issue 45): the
// port hands each new connection to a worker in turn, so posts over connections of their own
// alternate between them, and only the claims the cluster's primary keeps for both can make
// them deliver the lead once.

const HOST = '127.0.0.1'

interface Answer {
  status: number
  body: string
}

/** One request over a connection of its own, from its own visitor address. */
function request(
  site: RunningSite,
  method: 'GET' | 'POST',
  target: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: HOST,
        port: site.port,
        method,
        path: target,
        agent: false,
        headers: {
          'Sec-Fetch-Site': 'same-origin',
          Origin: site.url,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

let visitors = 0
/** An address of its own for each post: the lead limit counts posts per address. */
const nextVisitor = () => `203.0.113.${++visitors}`

/** A contact form's token, old enough to be a person's. */
async function contactToken(site: RunningSite): Promise<string> {
  const answer = await request(site, 'GET', '/api/lead-token?form=contact', {
    headers: { 'X-Forwarded-For': nextVisitor() },
  })
  expect(answer.status).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 250))
  return (JSON.parse(answer.body) as { token: string }).token
}

const contactLead = (email: string, text: string) =>
  JSON.stringify({
    lead: {
      kind: 'contact',
      form: { nombre: 'Ana', apellido: 'Gómez', email, phone: '', cellphone: phoneOf(email), text },
    },
  })

function postContact(site: RunningSite, token: string, key: string, body: string) {
  return request(site, 'POST', '/api/leads/contact', {
    headers: { 'X-Lead-Token': token, 'Idempotency-Key': key, 'X-Forwarded-For': nextVisitor() },
    body,
  })
}

/** The kinds of the submissions the emulator holds for this email (each service its own). */
async function deliveredTo(email: string): Promise<string[]> {
  const response = await fetch(`${EMULATOR}/__submissions`)
  return ((await response.json()) as Submission[])
    .filter((submission) => submission.body.email === email)
    .map((submission) => submission.kind)
    .sort()
}

const ONE_CONTACT = ['email:contact', 'webcontact']

describe('two workers without Redis', () => {
  let site: RunningSite

  beforeAll(async () => {
    site = await startSite({
      root: path.resolve(__dirname, '../..'),
      host: HOST,
      port: await freePort(HOST),
      childOutput: 'ignore',
      env: {
        ...process.env,
        WEB_CONCURRENCY: '2',
        WEB_SPARES: '0',
        REDIS_URL: '',
        TRUST_PROXY: 'loopback',
      },
    })
  }, 60_000)
  afterAll(() => site?.close())

  it('delivers a submission retried over new connections once, answering each as the first', async () => {
    const email = uniqueEmail('reintentos-entre-procesos')
    const token = await contactToken(site)
    const body = contactLead(email, 'Busco un 3 ambientes en Palermo.')
    const key = `reintento-${Date.now()}-entre-procesos`
    const answers: Answer[] = []
    for (let i = 0; i < 4; i++) answers.push(await postContact(site, token, key, body))

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(await deliveredTo(email)).toEqual(ONE_CONTACT)
  })

  it('delivers the same person’s contact sent again, under new keys, once', async () => {
    const email = uniqueEmail('mismo-contacto-entre-procesos')
    const token = await contactToken(site)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const body = contactLead(email, `Busco un 3 ambientes en Palermo (${i + 1}).`)
      statuses.push((await postContact(site, token, `mismo-${Date.now()}-${i}`, body)).status)
    }

    expect(statuses).toEqual([200, 200, 200, 200])
    expect(await deliveredTo(email)).toEqual(ONE_CONTACT)
  })
})
