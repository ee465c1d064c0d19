import { screen, waitFor, within } from '@testing-library/react'
import { setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { afterAWhile } from '../../../__tests__/support/time'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { clearStorage } from '../../../__tests__/support/storage'
import { normaliseTokkoDevelopment, normaliseTokkoProperty } from '../../broker/normalise'
import { developmentPath, propertyPath } from '../../domain/site/urls'
import { DEFAULT_VISIT_HOURS, visitDays, visitTimeText } from '../../domain/leads/visits'
import { VISIT_MESSAGES } from '../../domain/leads/visitValidation'
import { DevelopmentContact } from '../development/DevelopmentContact'
import { PropertyContact } from '../property/PropertyContact'

const { requests, siteRequests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`
const posted = () => requests.filter((request) => request.method === 'POST')

const { properties, developments } = demoData()
const property = normaliseTokkoProperty(
  properties.find((raw) => raw.fake_address && raw.status === 2)!,
)
const development = normaliseTokkoDevelopment(developments.find((raw) => raw.display_on_web)!)

type User = ReturnType<typeof renderWithProviders>['user']

/** Opens the visit form of the page's contact section. */
async function openVisitForm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Elegir horarios' }))
  return screen.findByRole('form', { name: 'Pedir la visita' })
}

/** Chooses the n-th time (1-based) on the day at `dayIndex` of those offered, at its first hour. */
async function chooseTime(user: User, form: HTMLElement, n: number, dayIndex: number) {
  const group = within(form).getByRole('group', {
    name: new RegExp(`^${['Primera', 'Segunda', 'Tercera'][n - 1]} opción`),
  })
  const day = visitDays(DEFAULT_VISIT_HOURS, Date.now())[dayIndex]!
  await user.selectOptions(within(group).getByLabelText(/^Día/), day.date)
  await user.selectOptions(within(group).getByLabelText(/^Hora/), day.times[0]!)
  return `${day.date}T${day.times[0]}`
}

async function fillInPerson(user: User, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Nombre'), 'Ana')
  await user.type(within(form).getByLabelText(/^Apellido/), 'Gómez')
  await user.type(within(form).getByLabelText('Email'), 'ana@example.com')
  await user.type(within(form).getByLabelText('Celular'), '11 5555-0101')
}

describe('VisitRequest', () => {
  beforeEach(clearStorage)
  afterEach(() => jest.restoreAllMocks())

  it('asks a property’s visit by video call with two times, exactly so, and says it is pending', async () => {
    const { user } = renderWithProviders(
      <PropertyContact
        property={property}
        operationId={property.operations[0]!.operation_id}
        url="https://otro.example/no-se-envia"
        enquiryId="titulo-consulta"
      />,
    )
    const form = await openVisitForm(user)
    // The keyboard goes on in the form that replaced the button.
    expect(within(form).getByRole('radio', { name: 'En persona' })).toHaveFocus()
    await user.click(within(form).getByRole('radio', { name: 'Por videollamada' }))
    const first = await chooseTime(user, form, 1, 2)
    const second = await chooseTime(user, form, 2, 1)
    await fillInPerson(user, form)
    afterAWhile()
    await user.click(within(form).getByRole('button', { name: 'Pedir la visita' }))
    expect(
      await within(form).findByText('Pedido enviado: pendiente de confirmación.'),
    ).toBeInTheDocument()
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${visitTimeText(first)} h`, `${visitTimeText(second)} h`])

    const sent = siteRequests.find((request) => request.url.pathname === '/api/leads/visit')!
    expect((sent.body as { lead: unknown }).lead).toEqual({
      kind: 'visit',
      form: {
        nombre: 'Ana',
        apellido: 'Gómez',
        email: 'ana@example.com',
        cellphone: '11 5555-0101',
        text: '',
        mode: 'videollamada',
        times: [first, second],
      },
      to: { property: { id: property.id, operation: property.operations[0]!.operation_id } },
    })
    const times = [
      'Pedido de visita por videollamada, pendiente de confirmación.',
      'Horarios preferidos (hora de Argentina):',
      `1. ${visitTimeText(first)}`,
      `2. ${visitTimeText(second)}`,
    ].join('\n')
    expect(posted().find((request) => request.url.href.startsWith(WEBCONTACT))!.body).toEqual({
      name: 'Ana Gómez',
      email: 'ana@example.com',
      cellphone: '11 5555-0101',
      tags: ['Videollamada', 'Sitio Web'],
      properties: [property.id],
      text: `${times}\nCelular: 11 5555-0101\nEmail: ana@example.com`,
    })
    expect(posted().find((request) => request.url.href.startsWith(INBOX))!.body).toEqual({
      status: 'property_query',
      name: 'Ana Gómez',
      phone: '11 5555-0101',
      email: 'ana@example.com',
      message: times,
      address: property.fake_address,
      property_id: property.id,
      url: `http://localhost:9000${propertyPath(property)}`,
      operation_type: property.operations.map((operation) => operation.operation_type),
      property_type: [property.type.name],
    })
  })

  it('offers the times as a tentative calendar file', async () => {
    const files: Blob[] = []
    URL.createObjectURL = jest.fn((file: Blob) => {
      files.push(file)
      return 'blob:visita'
    })
    URL.revokeObjectURL = jest.fn()
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderWithProviders(
      <DevelopmentContact development={development} url="https://otro.example/e" enquiryId="t" />,
    )
    const form = await openVisitForm(user)
    await chooseTime(user, form, 1, 1)
    await chooseTime(user, form, 2, 2)
    await chooseTime(user, form, 3, 3)
    await fillInPerson(user, form)
    afterAWhile()
    await user.click(within(form).getByRole('button', { name: 'Pedir la visita' }))
    await user.click(await within(form).findByRole('button', { name: /Agregar a mi calendario/ }))
    expect(click).toHaveBeenCalledTimes(1)
    const calendar = await files[0]!.text()
    expect(files[0]!.type).toBe('text/calendar;charset=utf-8')
    expect(calendar.match(/STATUS:TENTATIVE/g)).toHaveLength(3)
    expect(calendar.replace(/\r\n /g, '')).toContain(
      `LOCATION:${development.fake_address || development.address}`,
    )
    const backend = posted().find((request) => request.url.href.startsWith(INBOX))!.body
    expect(backend).toMatchObject({
      status: 'development_query',
      development: development.id,
      url: `http://localhost:9000${developmentPath(development)}`,
    })
    expect(posted().find((request) => request.url.href.startsWith(WEBCONTACT))!.body).toMatchObject(
      {
        tags: ['Visita', 'Sitio Web'],
        developments: [development.id],
      },
    )
  })

  it('asks for two times and a phone, on their fields, focusing the first, and sends nothing', async () => {
    const { user } = renderWithProviders(
      <DevelopmentContact development={development} url="https://otro.example/e" enquiryId="t" />,
    )
    const form = await openVisitForm(user)
    const chosen = await chooseTime(user, form, 1, 1)
    // The same time again: the agency needs another to choose from.
    const group = within(form).getByRole('group', { name: /^Segunda opción/ })
    await user.selectOptions(within(group).getByLabelText(/^Día/), chosen.slice(0, 10))
    await user.selectOptions(within(group).getByLabelText(/^Hora/), chosen.slice(11))
    await user.type(within(form).getByLabelText('Nombre'), 'Ana')
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com')
    afterAWhile()
    await user.click(within(form).getByRole('button', { name: 'Pedir la visita' }))
    expect(within(group).getByLabelText(/^Día/)).toHaveAccessibleDescription(
      VISIT_MESSAGES.repeated,
    )
    expect(within(form).getByLabelText('Celular')).toHaveAccessibleDescription(VISIT_MESSAGES.phone)
    await waitFor(() => expect(within(group).getByLabelText(/^Día/)).toHaveFocus())
    // The hour list is the chosen day's; a new day without that hour empties the choice.
    expect(within(group).getByLabelText(/^Hora/)).toHaveValue(chosen.slice(11))
    expect(siteRequests.filter((request) => request.method === 'POST')).toEqual([])
    expect(posted()).toEqual([])
  })
})
