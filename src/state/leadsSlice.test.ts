import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { SITE_ORIGIN } from '../../__tests__/support/siteApi'
import type { LeadRequest } from '../domain/leads/leadRequests'
import { leadReset, leadSent, leadTokenRequested, selectLead } from './leadsSlice'

const { server, requests, siteRequests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`
const SUBSCRIBE = `${SITE_ORIGIN}/api/leads/newsletter`

const lead: LeadRequest = { kind: 'newsletter', form: { email: 'ana@example.com' } }
const newsletter = { formId: 'newsletter', lead }
const callsOf = (recorded: typeof requests) =>
  recorded.map((request) => `${request.method} ${request.url.pathname}`)
const tokenCalls = () => callsOf(siteRequests).filter((call) => call === 'GET /api/lead-token')

describe('leads', () => {
  let errors: jest.SpyInstance
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => errors.mockRestore())

  it('sends the lead through the site, which delivers it to both services', async () => {
    const store = makeTestStore()
    const sending = store.dispatch(leadSent(newsletter))
    expect(selectLead(store.getState(), 'newsletter').status).toBe('sending')
    await sending
    expect(selectLead(store.getState(), 'newsletter')).toEqual({
      status: 'sent',
      fieldErrors: {},
      failedServices: [],
      error: null,
      token: null,
      sentKey: null,
    })
    expect(callsOf(siteRequests)).toEqual(['GET /api/lead-token', 'POST /api/leads/newsletter'])
    expect(callsOf(requests).sort()).toEqual([
      'POST /api/v1/webcontact/',
      'POST /site/api/site/email/contact/',
    ])
    const sent = siteRequests.find((request) => request.url.pathname === '/api/leads/newsletter')
    // The token in its header, which the server checks before it reads the body.
    expect(sent?.headers.get('x-lead-token')).toMatch(/^v2\.newsletter\./)
    expect(sent?.body).toEqual({ lead })
  })

  it('sends one key for one content: a double send is delivered once, both told it arrived', async () => {
    const store = makeTestStore()
    const both = await Promise.all([
      store.dispatch(leadSent(newsletter)),
      store.dispatch(leadSent(newsletter)),
    ])
    expect(both.map((action) => action.meta.requestStatus)).toEqual(['fulfilled', 'fulfilled'])
    const keys = siteRequests
      .filter((request) => request.url.pathname === '/api/leads/newsletter')
      .map((request) => request.headers.get('idempotency-key'))
    // The second post found the first still being delivered, waited, and got its answer.
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
    expect(callsOf(requests).filter((call) => call === 'POST /api/v1/webcontact/')).toHaveLength(1)
    // Once sent, the same content again is a new lead, with a new key.
    await store.dispatch(leadSent(newsletter))
    const last = siteRequests.filter((request) => request.url.pathname === '/api/leads/newsletter')
    expect(last.at(-1)!.headers.get('idempotency-key')).not.toBe(keys[0])
  }, 15_000)

  it('waits until a person could have filled the form since the token arrived', async () => {
    let postedAt = 0
    server.use(
      http.post(SUBSCRIBE, () => {
        postedAt = Date.now()
        return undefined
      }),
    )
    const store = makeTestStore()
    await store.dispatch(leadTokenRequested({ formId: 'newsletter', kind: 'newsletter' }))
    const receivedAt = selectLead(store.getState(), 'newsletter').token!.receivedAt
    await store.dispatch(leadSent(newsletter))
    expect(postedAt - receivedAt).toBeGreaterThanOrEqual(1_500)
    expect(selectLead(store.getState(), 'newsletter').status).toBe('sent')
    // One token for the form: asking again while it holds one asks nothing.
    await store.dispatch(leadTokenRequested({ formId: 'other', kind: 'contact' }))
    await store.dispatch(leadTokenRequested({ formId: 'other', kind: 'contact' }))
    expect(tokenCalls()).toHaveLength(2)
  })

  it('counts the lead as received when only one service took it', async () => {
    server.use(http.post(WEBCONTACT, () => new HttpResponse(null, { status: 503 })))
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter))
    expect(selectLead(store.getState(), 'newsletter')).toMatchObject({
      status: 'sent',
      failedServices: ['broker'],
      error: null,
    })
    expect(errors).toHaveBeenCalledWith(
      'Un servicio no tomó la consulta',
      expect.objectContaining({ kind: 'newsletter', service: 'broker' }),
      expect.stringMatching(/Tokko Broker respondió 503/),
    )
  })

  it('fails, keeping the token and saying why in Spanish, only when no service took it', async () => {
    server.use(
      http.post(WEBCONTACT, () => HttpResponse.error()),
      http.post(INBOX, () => new HttpResponse(null, { status: 500 })),
    )
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter))
    expect(selectLead(store.getState(), 'newsletter')).toMatchObject({
      status: 'failed',
      failedServices: ['broker', 'backend'],
      error: 'Los servicios de la inmobiliaria no respondieron en este momento.',
      token: { value: expect.any(String) },
    })
    store.dispatch(leadReset('newsletter'))
    expect(selectLead(store.getState(), 'newsletter').status).toBe('idle')
  })

  it('says the connection is down when the site itself cannot be reached', async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.error()))
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter))
    expect(selectLead(store.getState(), 'newsletter')).toMatchObject({
      status: 'failed',
      error: 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo.',
    })
  })

  it('replaces a token the server no longer takes, once, and sends', async () => {
    let refusals = 0
    server.use(
      http.post(SUBSCRIBE, () => {
        if (refusals++ > 0) return undefined
        return HttpResponse.json(
          { error: 'El formulario estuvo abierto demasiado tiempo.', code: 'token-expired' },
          { status: 403 },
        )
      }),
    )
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter))
    expect(selectLead(store.getState(), 'newsletter').status).toBe('sent')
    expect(tokenCalls()).toHaveLength(2)
  })

  it("shows the server's own reason when it refuses (too many sends)", async () => {
    server.use(
      http.post(SUBSCRIBE, () =>
        HttpResponse.json(
          { error: 'Recibimos demasiados envíos desde tu conexión.', code: 'rate' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    )
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter))
    expect(selectLead(store.getState(), 'newsletter')).toMatchObject({
      status: 'failed',
      error: 'Recibimos demasiados envíos desde tu conexión.',
    })
  })
})
