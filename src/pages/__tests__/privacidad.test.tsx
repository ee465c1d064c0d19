import { screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { renderWithProviders } from '../../../__tests__/support/render'
import { siteQueryResult } from '../../../__tests__/support/siteQuery'
import { ACCESS_RIGHT_LEGEND } from '../../domain/leads/privacyLegend'
import PrivacyPage from '../privacidad'

const section = (name: string | RegExp) => screen.getByRole('region', { name })

/** The demo settings with some of their contact fields emptied. */
function withSettings(change: { mail?: string; address?: string; city?: string }) {
  const site = siteQueryResult()
  const { contact, location } = site.siteSettings
  jest.mocked(useStaticQuery).mockImplementation(() => ({
    ...site,
    siteSettings: {
      ...site.siteSettings,
      contact: { ...contact, mail: change.mail ?? contact.mail },
      location: {
        ...location,
        address: change.address ?? location.address,
        city: change.city ?? location.city,
      },
    },
  }))
}

describe('/privacidad/', () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(() => siteQueryResult()))

  it('names the agency, its address and email, the recipients and the AAIP', () => {
    const { name, contact, location } = siteQueryResult().siteSettings
    renderWithProviders(<PrivacyPage />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Privacidad y datos personales' }),
    ).toBeInTheDocument()
    const holder = section('Quién es responsable de tus datos')
    expect(holder).toHaveTextContent(`${name} es responsable de la base de datos`)
    expect(holder).toHaveTextContent(`Domicilio: ${location.address}, ${location.city}`)
    expect(within(holder).getByRole('link', { name: contact.mail })).toHaveAttribute(
      'href',
      `mailto:${contact.mail}`,
    )
    const uses = section('Para qué los usamos y quién los recibe')
    expect(uses).toHaveTextContent('Postulación (Sumate): para evaluar tu postulación')
    expect(uses).toHaveTextContent('su CRM (Tokko Broker)')
    expect(section('Cuánto tiempo se conservan')).toHaveTextContent(
      'mientras dure tu relación con la inmobiliaria',
    )
    const rights = section('Tus derechos')
    expect(rights).toHaveTextContent(
      'acceso a tus datos, su rectificación, actualización o supresión',
    )
    expect(within(rights).getByText(ACCESS_RIGHT_LEGEND)).toBeInTheDocument()
    expect(rights).toHaveTextContent('AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA')
    expect(within(rights).getByRole('link', { name: 'argentina.gob.ar/aaip' })).toHaveAttribute(
      'href',
      'https://www.argentina.gob.ar/aaip',
    )
  })

  it('says so when the settings give no address or email, and points to the contact page', () => {
    withSettings({ mail: '', address: '', city: '' })
    renderWithProviders(<PrivacyPage />)
    const holder = section('Quién es responsable de tus datos')
    expect(holder).toHaveTextContent(
      'Domicilio: la inmobiliaria no publicó su domicilio en este sitio',
    )
    expect(holder).toHaveTextContent('la inmobiliaria no publicó un email en este sitio')
    expect(within(section('Tus derechos')).getByRole('link', { name: 'contacto' })).toHaveAttribute(
      'href',
      '/contacto/',
    )
  })

  it('shows a malformed email as written, without a link', () => {
    withSettings({ mail: 'info at inmobiliaria' })
    renderWithProviders(<PrivacyPage />)
    const holder = section('Quién es responsable de tus datos')
    expect(holder).toHaveTextContent('Email: info at inmobiliaria')
    expect(within(holder).queryByRole('link')).toBeNull()
  })
})
