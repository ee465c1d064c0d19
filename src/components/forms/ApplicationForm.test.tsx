import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { afterAWhile } from '../../../__tests__/support/time'
import { serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { WORD_DOCX } from '../../../__tests__/support/zip'
import { siteQueryResult } from '../../../__tests__/support/siteQuery'
import { clearStorage, everythingStored } from '../../../__tests__/support/storage'
import { localIsoDate } from '../../domain/site/dates'
import { DRAFT_PREFIX } from '../../hooks/useFormDraft'
import { APPLICATION_MESSAGES, CV_MAX_BYTES } from '../../domain/leads/applicationValidation'
import { MESSAGES } from '../../domain/leads/validation'
import { ApplicationForm } from './ApplicationForm'

const { server, requests } = setupMswServer(...serviceHandlers())
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`
const POSITIONS = ['Asesor/a comercial', 'Captador/a de propiedades']
const PDF_TEXT = '%PDF-1.4\n% CV de Ana Gómez\n%%EOF\n'
/** The CV as the site's server forwards it: the type its bytes show, and a name of its own. */
const FORWARDED_PDF = `data:application/pdf;name=cv-ana.pdf;base64,${Buffer.from(PDF_TEXT).toString('base64')}`

type User = ReturnType<typeof renderWithProviders>['user']

const posted = () => requests.filter((request) => request.method === 'POST')
const pdf = () => new File([PDF_TEXT], 'cv-ana.pdf', { type: 'application/pdf' })
const cvInput = () => screen.getByLabelText('CV')
const birthDate = () => screen.getByLabelText(/^Fecha de nacimiento/)

async function fillIn(user: User, { position = true } = {}) {
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Teléfono'), '11 5555-0199')
  await user.type(birthDate(), '1990-05-17')
  await user.selectOptions(screen.getByLabelText(/^Género/), 'Femenino')
  await user.type(screen.getByLabelText('Localidad'), 'Belgrano')
  if (position) await user.selectOptions(screen.getByLabelText('Búsqueda'), 'Asesor/a comercial')
}

async function attach(user: User, file: File = pdf()) {
  await user.upload(cvInput(), file)
  await screen.findByText(new RegExp(`^Adjuntaste «${file.name}»`))
}

const send = async (user: User) => {
  afterAWhile()
  await user.click(screen.getByRole('button', { name: 'Enviar postulación' }))
}

describe('ApplicationForm', () => {
  beforeEach(clearStorage)
  afterEach(() => jest.restoreAllMocks())

  it('sends the application with its CV as a data URL to the inbox only, and confirms', async () => {
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(user)
    await attach(user)
    expect(screen.getByText('Adjuntaste «cv-ana.pdf» (34 bytes).')).toBeInTheDocument()
    await send(user)
    expect(await screen.findByText('¡Gracias! Recibimos tu postulación.')).toBeInTheDocument()
    expect(posted()).toHaveLength(1)
    const [inbox] = posted()
    expect(`${inbox!.method} ${inbox!.url.origin}${inbox!.url.pathname}`).toBe(`POST ${INBOX}`)
    expect(queryOf(inbox!)).toEqual({ client: '6' })
    expect(inbox!.body).toEqual({
      status: 'application',
      email: 'ana@example.com',
      gender: 'Femenino',
      date: '1990-05-17',
      location: 'Belgrano',
      phone: '11 5555-0199',
      cv: FORWARDED_PDF,
    })
    expect(everythingStored()).toEqual({})
  })

  it('sends without a date of birth or a gender, saying next to each why it is asked', async () => {
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    expect(birthDate()).toHaveAccessibleName('Fecha de nacimiento (opcional)')
    expect(birthDate()).toHaveAccessibleDescription(
      'Nos ayuda a completar tu ficha de postulante. Si la indicás, tenés que ser mayor de 18 años.',
    )
    expect(screen.getByLabelText(/^Género/)).toHaveAccessibleDescription(
      'Nos ayuda a completar tu ficha de postulante.',
    )
    await fillIn(user)
    await user.clear(birthDate())
    await user.selectOptions(screen.getByLabelText(/^Género/), '')
    await attach(user)
    await send(user)
    expect(await screen.findByText('¡Gracias! Recibimos tu postulación.')).toBeInTheDocument()
    // The contract's body names both fields: they go empty.
    expect(posted()[0]!.body).toMatchObject({ gender: '', date: '' })
  })

  it('says, beside its button, who keeps the application and that only the backend gets it', () => {
    renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    const form = screen.getByRole('form', { name: 'Postulación' })
    const name = siteQueryResult().siteSettings.name
    expect(form).toHaveTextContent(
      `${name} es responsable de tus datos y los usa para evaluar tu postulación a sus búsquedas laborales; los recibe el sistema de gestión de su sitio web. Los campos sin «(opcional)» son obligatorios: sin ellos no podemos evaluar tu postulación.`,
    )
    expect(
      within(form).getByRole('link', { name: 'Privacidad y datos personales' }),
    ).toHaveAttribute('href', '/privacidad/')
  })

  it('shows each missing answer next to its field, focuses the first, and sends nothing', async () => {
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await send(user)
    const email = screen.getByLabelText('Email')
    expect(email).toHaveAccessibleDescription(MESSAGES.required)
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(MESSAGES.required)
    expect(birthDate()).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Búsqueda')).toHaveAccessibleDescription(MESSAGES.choose)
    expect(cvInput()).toHaveAccessibleDescription(
      `PDF o Word, hasta 5 MB. ${APPLICATION_MESSAGES.cvMissing}`,
    )
    expect(screen.getByLabelText(/^Género/)).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(email).toHaveFocus())
    expect(posted()).toEqual([])
  })

  it('refuses a minor, a malformed phone, and sends nothing', async () => {
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(user)
    await attach(user)
    const now = new Date()
    const tenYearsAgo = localIsoDate(new Date(now.getFullYear() - 10, now.getMonth(), 1))
    await user.clear(birthDate())
    await user.type(birthDate(), tenYearsAgo)
    await user.clear(screen.getByLabelText('Teléfono'))
    await user.type(screen.getByLabelText('Teléfono'), '5555')
    await send(user)
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(MESSAGES.phone)
    expect(birthDate()).toHaveAccessibleDescription(
      expect.stringContaining(APPLICATION_MESSAGES.adult),
    )
    await waitFor(() => expect(screen.getByLabelText('Teléfono')).toHaveFocus())
    expect(posted()).toEqual([])
  })

  it('checks the CV as soon as it is chosen: type, size, empty', async () => {
    renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    // fireEvent: user.upload would drop a file the input's accept list excludes.
    const choose = (file: File) => fireEvent.change(cvInput(), { target: { files: [file] } })
    choose(new File(['png'], 'foto.png', { type: 'image/png' }))
    expect(await screen.findByText(APPLICATION_MESSAGES.cvType)).toBeInTheDocument()
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true')
    choose(new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText(APPLICATION_MESSAGES.cvSize)).toBeInTheDocument()
    choose(new File([], 'vacio.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText(APPLICATION_MESSAGES.cvEmpty)).toBeInTheDocument()
    // Word without a type from the system: recognised by its extension, sent as Word.
    choose(new File(['docx'], 'cv-ana.docx', { type: '' }))
    expect(await screen.findByText('Adjuntaste «cv-ana.docx» (4 bytes).')).toBeInTheDocument()
    expect(cvInput()).not.toHaveAttribute('aria-invalid')
    expect(posted()).toEqual([])
  })

  it('keeps everything when the inbox fails, logs why, and a retry delivers it', async () => {
    server.use(http.post(INBOX, () => new HttpResponse(null, { status: 502 })))
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(user)
    await attach(user)
    await send(user)
    expect(await screen.findByText('No pudimos enviar tu postulación.')).toBeInTheDocument()
    // The site's server logs which service failed and why; the page, that nothing arrived.
    expect(log).toHaveBeenCalledWith(
      'Un servicio no tomó la consulta',
      expect.objectContaining({ kind: 'application', service: 'backend' }),
      expect.stringMatching(/respondió 502/),
    )
    expect(log).toHaveBeenCalledWith('Consulta "postulacion": no se pudo enviar', expect.anything())
    expect(screen.getByLabelText('Localidad')).toHaveValue('Belgrano')
    expect(screen.getByText('Adjuntaste «cv-ana.pdf» (34 bytes).')).toBeInTheDocument()
    server.resetHandlers()
    requests.length = 0
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu postulación.')).toBeInTheDocument()
    expect(posted()).toHaveLength(1)
    expect((posted()[0]!.body as { cv: string }).cv).toBe(FORWARDED_PDF)
  })

  it("logs a 400 with fields as the site's own bug, and keeps the application", async () => {
    server.use(
      http.post(INBOX, () =>
        HttpResponse.json(
          {
            error: 'Revisá los datos del formulario.',
            fields: { date: 'Ingresá una fecha válida.' },
          },
          { status: 400 },
        ),
      ),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(user)
    await attach(user)
    await send(user)
    expect(await screen.findByText('No pudimos enviar tu postulación.')).toBeInTheDocument()
    // The fields it named, never what they held: a service may echo what the visitor typed.
    expect(log).toHaveBeenCalledWith(
      'El servicio rechazó campos que el sitio aceptó (revisar src/domain/leads/validation.ts)',
      expect.objectContaining({ kind: 'application', service: 'backend', fields: ['date'] }),
    )
  })

  it('keeps no date of birth, gender or CV in the browser, only the other answers', async () => {
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    expect(everythingStored()).toEqual({})
    await fillIn(user)
    await attach(user)
    const stored = everythingStored()
    expect(Object.keys(stored)).toEqual([`${DRAFT_PREFIX}postulacion`])
    expect(JSON.parse(stored[`${DRAFT_PREFIX}postulacion`]!).values).toEqual({
      email: 'ana@example.com',
      location: 'Belgrano',
      phone: '11 5555-0199',
      position: 'Asesor/a comercial',
    })
    expect(JSON.stringify(stored)).not.toMatch(/1990|Femenino|PDF|cv-ana/)
  })

  it('after a reload keeps what may be kept, not the date, gender or file, and says so', async () => {
    const first = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(first.user)
    await attach(first.user)
    first.unmount()

    const second = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await waitFor(() => expect(screen.getByLabelText('Localidad')).toHaveValue('Belgrano'))
    expect(screen.getByLabelText('Búsqueda')).toHaveValue('Asesor/a comercial')
    expect(birthDate()).toHaveValue('')
    expect(screen.getByLabelText(/^Género/)).toHaveValue('')
    expect(cvInput()).toHaveAccessibleDescription(
      expect.stringContaining(
        'El CV, la fecha de nacimiento y el género no se guardan en el navegador: adjuntá el CV de nuevo y, si querés, completá los otros dos.',
      ),
    )
    await second.user.type(birthDate(), '1990-05-17')
    await attach(second.user)
    expect(screen.queryByText(/adjuntá el CV de nuevo/)).toBeNull()
    await send(second.user)
    expect(await screen.findByText('¡Gracias! Recibimos tu postulación.')).toBeInTheDocument()
    expect(everythingStored()).toEqual({})
  })

  it('asks for no position when none is open', async () => {
    server.use(...serviceHandlers(TEST_CONFIG, { positions: [] }))
    const { user } = renderWithProviders(<ApplicationForm positions={[]} />)
    expect(screen.queryByLabelText('Búsqueda')).toBeNull()
    await fillIn(user, { position: false })
    await attach(user, new File([WORD_DOCX], 'Mi CV.docx', { type: '' }))
    await send(user)
    expect(await screen.findByText('¡Gracias! Recibimos tu postulación.')).toBeInTheDocument()
    expect((posted()[0]!.body as { cv: string }).cv).toBe(
      `data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;name=cv-ana.docx;base64,${WORD_DOCX.toString('base64')}`,
    )
  })

  it('marks a field the server refused though the page had accepted it (the positions changed)', async () => {
    server.use(...serviceHandlers(TEST_CONFIG, { positions: ['Administrativo/a'] }))
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(user)
    await attach(user)
    await send(user)
    expect(await screen.findByText('No pudimos enviar tu postulación.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByLabelText('Búsqueda')).toHaveAccessibleDescription(MESSAGES.choose),
    )
    expect(posted()).toEqual([])
    // Choosing another position clears the server's message; the page's own rules still hold.
    await user.selectOptions(screen.getByLabelText('Búsqueda'), 'Captador/a de propiedades')
    expect(screen.getByLabelText('Búsqueda')).not.toHaveAccessibleDescription(MESSAGES.choose)
  })

  it('refuses, in Spanish, a file that only says it is a PDF, and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(user)
    const renamed = new File(['MZ\x90\x00 programa'], 'cv-ana.pdf', { type: 'application/pdf' })
    await attach(user, renamed)
    await send(user)
    expect(await screen.findByText('No pudimos enviar tu postulación.')).toBeInTheDocument()
    await waitFor(() =>
      expect(cvInput()).toHaveAccessibleDescription(
        expect.stringContaining('El CV debe ser un PDF o un documento de Word.'),
      ),
    )
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(posted()).toEqual([])
  })

  it('tells a bot that fills the honeypot it worked, and sends nothing', async () => {
    const { user, container } = renderWithProviders(<ApplicationForm positions={POSITIONS} />)
    await fillIn(user)
    await attach(user)
    container.querySelector<HTMLInputElement>('input[name="sitio_web"]')!.value = 'spam'
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu postulación.')).toBeInTheDocument()
    expect(posted()).toEqual([])
  })
})
