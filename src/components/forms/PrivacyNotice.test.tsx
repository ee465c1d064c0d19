import { screen, within } from '@testing-library/react'
import { setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { serviceHandlers } from '../../../__tests__/support/services'
import { siteQueryResult } from '../../../__tests__/support/siteQuery'
import { clearStorage } from '../../../__tests__/support/storage'
import { parseFilters } from '../../domain/listing/filtersUrl'
import { Layout } from '../Layout'
import { AlertPanel } from '../listing/AlertPanel'
import { SendSelectionPanel } from '../shortlist/SendSelectionPanel'
import { AppraisalForm } from './AppraisalForm'
import { ContactForm, type ContactValues } from './ContactForm'

setupMswServer(...serviceHandlers())

const NAME = siteQueryResult().siteSettings.name
const BOTH = 'los reciben su CRM (Tokko Broker) y el sistema de gestión de su sitio web'
const REQUIRED = 'Los campos sin «(opcional)» son obligatorios: sin ellos no podemos'
const RIGHTS = 'Podés pedir acceso a tus datos, su rectificación o su supresión.'

const policyLink = (scope: HTMLElement) =>
  within(scope).getByRole('link', { name: 'Privacidad y datos personales' })

function expectFullNotice(form: HTMLElement, purpose: string, without = 'responderte') {
  expect(form).toHaveTextContent(
    `${NAME} es responsable de tus datos y los usa para ${purpose}; ${BOTH}. ${REQUIRED} ${without}. ${RIGHTS}`,
  )
  expect(policyLink(form)).toHaveAttribute('href', '/privacidad/')
}

const contactLead = (form: ContactValues) => ({ kind: 'contact' as const, form })

describe('the privacy notice beside each button', () => {
  beforeEach(clearStorage)

  it.each([
    ['contact', 'responder tu mensaje'],
    ['property', 'responder tu consulta sobre la propiedad'],
    ['development', 'responder tu consulta sobre el emprendimiento'],
  ] as const)(
    'on the %s form names the holder, the purpose and the recipients',
    (kind, purpose) => {
      renderWithProviders(<ContactForm formId="prueba" lead={contactLead} kind={kind} />)
      const form = screen.getByRole('form', { name: 'Enviar' })
      expectFullNotice(form, purpose)
      expect(within(form).getByRole('button', { name: 'Enviar' }).parentElement).toHaveTextContent(
        RIGHTS,
      )
    },
  )

  it('on the selection sent to an agent', () => {
    renderWithProviders(<SendSelectionPanel ids={[1, 2]} />)
    expectFullNotice(
      screen.getByRole('form', { name: 'Enviar mi selección' }),
      'que un asesor te responda sobre las propiedades que elegiste',
    )
  })

  it('on the appraisal request', () => {
    renderWithProviders(<AppraisalForm />)
    expectFullNotice(
      screen.getByRole('form', { name: 'Pedido de tasación' }),
      'coordinar con vos la tasación de tu propiedad',
    )
  })

  it('on a search alert, compact: purpose, holder and the link', () => {
    renderWithProviders(<AlertPanel filters={parseFilters('', 1)} words="En venta" />)
    const form = screen.getByRole('form', { name: 'Aviso de nuevas propiedades' })
    expect(form).toHaveTextContent(
      `${NAME} usa tu email para avisarte cuando se publiquen propiedades para tu búsqueda. Privacidad y datos personales.`,
    )
    expect(policyLink(form)).toHaveAttribute('href', '/privacidad/')
  })

  it("on the footer's newsletter, compact, before its form's code arrives; the page links to /privacidad/", () => {
    renderWithProviders(
      <Layout>
        <p>Contenido</p>
      </Layout>,
    )
    const newsletter = screen.getByRole('region', { name: 'Newsletter' })
    expect(within(newsletter).queryByRole('form')).toBeNull()
    expect(newsletter).toHaveTextContent(
      `${NAME} usa tu email para enviarte novedades y propiedades nuevas. Privacidad y datos personales.`,
    )
    expect(policyLink(newsletter)).toHaveAttribute('href', '/privacidad/')
    const links = within(screen.getByRole('region', { name: 'La inmobiliaria' }))
    expect(links.getByRole('link', { name: 'Privacidad y datos personales' })).toHaveAttribute(
      'href',
      '/privacidad/',
    )
  })
})
