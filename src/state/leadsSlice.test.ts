import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { newsletterLead } from '../broker/leads'
import { leadReset, leadSent, selectLead } from './leadsSlice'

const { server, requests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`

function newsletter() {
  const lead = newsletterLead('ana@example.com')
  if (!lead.ok) throw new Error('lead rejected')
  return { formId: 'newsletter', deliveries: lead.deliveries }
}

describe('leads', () => {
  it('sends both deliveries and says the lead was received', async () => {
    const store = makeTestStore()
    const sending = store.dispatch(leadSent(newsletter()))
    expect(selectLead(store.getState(), 'newsletter').status).toBe('sending')
    await sending
    expect(selectLead(store.getState(), 'newsletter')).toEqual({
      status: 'sent',
      failedServices: [],
      error: null,
    })
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`).sort()).toEqual([
      'POST /api/v1/webcontact/',
      'POST /site/api/site/email/contact/',
    ])
  })

  it('counts the lead as received when only one service took it, and logs the other', async () => {
    server.use(http.post(WEBCONTACT, () => new HttpResponse(null, { status: 503 })))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter()))
    expect(spy).toHaveBeenCalledWith('Consulta "newsletter": no llegó a Tokko', expect.anything())
    spy.mockRestore()
    expect(selectLead(store.getState(), 'newsletter')).toEqual({
      status: 'sent',
      failedServices: ['broker'],
      error: null,
    })
  })

  it("logs the fields a service refused as the site's own bug, and still counts the lead", async () => {
    server.use(
      http.post(INBOX, () =>
        HttpResponse.json(
          {
            error: 'Revisá los datos del formulario.',
            fields: { email: 'Ingresá un email válido.' },
          },
          { status: 400 },
        ),
      ),
    )
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter()))
    expect(spy).toHaveBeenCalledWith(
      'Consulta "newsletter": no llegó al backend',
      expect.anything(),
    )
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/campos rechazados.*error del sitio/), {
      email: 'Ingresá un email válido.',
    })
    spy.mockRestore()
    expect(selectLead(store.getState(), 'newsletter').status).toBe('sent')
  })

  it('fails, with a Spanish message, only when no service took it', async () => {
    server.use(
      http.post(WEBCONTACT, () => HttpResponse.error()),
      http.post(INBOX, () => new HttpResponse(null, { status: 500 })),
    )
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore()
    await store.dispatch(leadSent(newsletter()))
    expect(spy).toHaveBeenCalledTimes(2)
    spy.mockRestore()
    expect(selectLead(store.getState(), 'newsletter')).toEqual({
      status: 'failed',
      failedServices: ['broker', 'backend'],
      error: 'No pudimos conectarnos. Revisá tu conexión y probá de nuevo.',
    })
    store.dispatch(leadReset('newsletter'))
    expect(selectLead(store.getState(), 'newsletter').status).toBe('idle')
  })
})
