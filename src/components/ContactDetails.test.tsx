import { render, screen } from '@testing-library/react'
import { makeSettings } from '../../__tests__/support/factories'
import type { Site } from '../hooks/useSite'
import { ContactDetails } from './ContactDetails'

function siteWithMail(mail: string): Site {
  const settings = makeSettings({ contact: { phone: '', whatsapp: '', mail } })
  return {
    settings,
    counts: { venta: 0, alquiler: 0, temporario: 0 },
    developmentCount: 0,
    newsCount: 0,
    siteUrl: 'https://inmobiliaria.example',
  }
}

describe('ContactDetails', () => {
  it("links the agency's mail when it is a valid address", () => {
    render(<ContactDetails site={siteWithMail(' info@example.com ')} />)
    expect(screen.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    )
  })

  it.each([
    'info@example.com?bcc=spy@evil.example',
    'info arroba example.com',
    'javascript:alert(1)//@example.com',
  ])('shows %j as text, without a mail link', (mail) => {
    const { container } = render(<ContactDetails site={siteWithMail(mail)} />)
    expect(screen.getByText(mail)).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.innerHTML).not.toContain('mailto:')
  })
})
