import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { afterAWhile, SEND_AFTER_MINIMUM } from '../../../__tests__/support/time'
import { serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { clearStorage, everythingStored } from '../../../__tests__/support/storage'
import { APPRAISAL_MESSAGES } from '../../domain/leads/appraisalValidation'
import { MESSAGES } from '../../domain/leads/validation'
import { AppraisalForm } from './AppraisalForm'

const { server, requests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`

type User = ReturnType<typeof renderWithProviders>['user']

const posted = () => requests.filter((request) => request.method === 'POST')
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) })

async function check(user: User, groupName: string, ...options: string[]) {
  for (const option of options) await user.click(within(group(groupName)).getByLabelText(option))
}

async function fillIn(user: User) {
  await user.type(screen.getByLabelText('Nombre y apellido'), 'Ana Gómez')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Ubicación'), 'Belgrano, Cuba 2100')
  await check(user, '¿Para qué operación\\?', 'Venta', 'Alquiler')
  await check(user, 'Tipo de propiedad', 'PH')
  await user.type(screen.getByLabelText(/^Ambientes/), '4')
  await user.type(screen.getByLabelText(/^Superficie cubierta/), '95,5')
  await user.type(screen.getByLabelText(/^Superficie total/), '120')
  await check(user, 'Antigüedad', '10 a 30 años')
  await check(user, 'Cochera', 'Sí')
  await check(user, 'Amenities', 'Parrilla', 'Terraza')
}

const send = async (user: User) => {
  afterAWhile()
  await user.click(screen.getByRole('button', { name: 'Pedir tasación' }))
}

describe('AppraisalForm', () => {
  beforeEach(clearStorage)
  afterEach(() => jest.restoreAllMocks())

  it('sends the appraisal to the inbox and the CRM with the exact requests, and confirms', async () => {
    const { user } = renderWithProviders(<AppraisalForm />)
    await fillIn(user)
    await send(user)
    expect(
      await screen.findByText('¡Gracias! Recibimos tu pedido de tasación.'),
    ).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
    const inbox = posted().find((request) => request.url.href.startsWith(INBOX))!
    const webcontact = posted().find((request) => request.url.href.startsWith(WEBCONTACT))!
    expect(inbox.url.pathname).toBe('/site/api/site/email/contact/')
    expect(queryOf(inbox)).toEqual({ client: '6' })
    expect(inbox.body).toEqual({
      status: 'appraisal',
      name: 'Ana Gómez',
      email: 'ana@example.com',
      location: 'Belgrano, Cuba 2100',
      operation_type: ['Venta', 'Alquiler'],
      property_type: ['PH'],
      rooms_amount: '4',
      roofed_surface: '95,5',
      total_surface: '120',
      age: ['10 a 30 años'],
      garage: 'Sí',
      extra_amenities: ['Parrilla', 'Terraza'],
      tags: ['Tasación'],
    })
    expect(webcontact.url.pathname).toBe('/api/v1/webcontact/')
    expect(queryOf(webcontact)).toEqual({ key: TEST_CONFIG.tokkoKey })
    expect(webcontact.body).toEqual({
      name: 'Ana Gómez',
      email: 'ana@example.com',
      tags: ['Tasación', 'Sitio Web'],
      text: [
        'Ubicación: Belgrano, Cuba 2100',
        'Operación: Venta, Alquiler',
        'Tipo: PH',
        'Ambientes: 4',
        'Superficie cubierta: 95,5',
        'Superficie total: 120',
        'Antigüedad: 10 a 30 años',
        'Cochera: Sí',
        'Amenities: Parrilla, Terraza',
      ].join('\n'),
    })
    expect(everythingStored()).toEqual({})
  })

  it('shows each missing answer next to its field, focuses the first, and sends nothing', async () => {
    const { user } = renderWithProviders(<AppraisalForm />)
    await send(user)
    const name = screen.getByLabelText('Nombre y apellido')
    expect(name).toHaveAccessibleDescription(MESSAGES.name)
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.required)
    expect(screen.getByLabelText('Ubicación')).toHaveAccessibleDescription(
      `Barrio y calle, o la dirección si querés. ${MESSAGES.required}`,
    )
    expect(group('¿Para qué operación\\?')).toHaveAccessibleDescription(MESSAGES.choose)
    expect(group('Tipo de propiedad')).toHaveAccessibleDescription(MESSAGES.choose)
    await waitFor(() => expect(name).toHaveFocus())
    expect(posted()).toEqual([])
  })

  it('refuses figures with letters and a malformed email, and takes the focus to a group', async () => {
    const { user } = renderWithProviders(<AppraisalForm />)
    await user.type(screen.getByLabelText('Nombre y apellido'), 'Ana Gómez')
    await user.type(screen.getByLabelText('Email'), 'ana@example')
    await user.type(screen.getByLabelText('Ubicación'), 'Belgrano')
    await user.type(screen.getByLabelText(/^Ambientes/), 'cuatro')
    await user.type(screen.getByLabelText(/^Superficie cubierta/), '95 m2')
    await user.type(screen.getByLabelText(/^Superficie total/), '1.2.0')
    await check(user, 'Tipo de propiedad', 'Casa')
    await send(user)
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.email)
    for (const label of [/^Ambientes/, /^Superficie cubierta/, /^Superficie total/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(APPRAISAL_MESSAGES.number)
    }
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    for (const label of [/^Ambientes/, /^Superficie cubierta/, /^Superficie total/]) {
      await user.clear(screen.getByLabelText(label))
    }
    await send(user)
    // Only the operation is missing now: its first choice takes the focus, not the fieldset.
    await waitFor(() =>
      expect(within(group('¿Para qué operación\\?')).getByLabelText('Venta')).toHaveFocus(),
    )
    expect(posted()).toEqual([])
  })

  it('counts the request as received when only the CRM took it, and logs the inbox', async () => {
    server.use(http.post(INBOX, () => new HttpResponse(null, { status: 503 })))
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<AppraisalForm />)
    await fillIn(user)
    await send(user)
    expect(
      await screen.findByText('¡Gracias! Recibimos tu pedido de tasación.'),
    ).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
    expect(log).toHaveBeenCalledWith('Consulta "tasacion": no llegó al backend')
  })

  it('keeps every answer when both fail, survives a reload, and retries', async () => {
    server.use(
      http.post(WEBCONTACT, () => new HttpResponse(null, { status: 500 })),
      http.post(INBOX, () => HttpResponse.error()),
    )
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const first = renderWithProviders(<AppraisalForm />)
    await fillIn(first.user)
    await send(first.user)
    expect(await screen.findByText('No pudimos enviar tu pedido.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
    expect(within(group('Amenities')).getByLabelText('Terraza')).toBeChecked()
    first.unmount()

    // A reload: a new page, the draft read back from this tab.
    server.resetHandlers()
    requests.length = 0
    const second = renderWithProviders(<AppraisalForm />)
    await waitFor(() =>
      expect(screen.getByLabelText('Ubicación')).toHaveValue('Belgrano, Cuba 2100'),
    )
    expect(within(group('Cochera')).getByLabelText('Sí')).toBeChecked()
    expect(within(group('¿Para qué operación\\?')).getByLabelText('Alquiler')).toBeChecked()
    // Sent at once: the restored draft waits out the server's minimum, then really goes.
    await send(second.user)
    expect(
      await screen.findByText('¡Gracias! Recibimos tu pedido de tasación.', {}, SEND_AFTER_MINIMUM),
    ).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
  })

  it('tells a bot it worked and sends nothing', async () => {
    const { user, container } = renderWithProviders(<AppraisalForm />)
    afterAWhile()
    await fillIn(user)
    container.querySelector<HTMLInputElement>('input[name="sitio_web"]')!.value = 'spam'
    await user.click(screen.getByRole('button', { name: 'Pedir tasación' }))
    expect(
      await screen.findByText('¡Gracias! Recibimos tu pedido de tasación.'),
    ).toBeInTheDocument()
    expect(posted()).toEqual([])
  })
})
