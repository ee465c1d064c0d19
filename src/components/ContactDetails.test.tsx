import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
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

  describe("the agency's WhatsApp", () => {
    const site = () => {
      const made = siteWithMail('')
      return {
        ...made,
        settings: {
          ...made.settings,
          contact: { ...made.settings.contact, whatsapp: '011 5555-0100' },
        },
      }
    }
    const beacon = jest.fn<boolean, [string, Blob]>()
    beforeEach(() => {
      beacon.mockReset().mockReturnValue(true)
      Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true })
      window.history.pushState(null, '', '/contacto/')
    })
    afterEach(() => delete (window.navigator as { sendBeacon?: unknown }).sendBeacon)

    it('prepares a greeting in the static HTML, without a reference', () => {
      expect(renderToString(<ContactDetails site={site()} />)).toContain(
        'href="https://wa.me/541155550100?text=Hola%2C%20les%20escribo%20desde%20el%20sitio%20web."',
      )
    })

    it('adds a reference on a press and beacons it, naming no listing', async () => {
      render(<ContactDetails site={site()} />)
      const link = screen.getByRole('link', { name: 'WhatsApp 011 5555-0100' })
      const stay = (event: Event) => event.preventDefault()
      window.addEventListener('click', stay)
      fireEvent.click(link)
      window.removeEventListener('click', stay)
      const text = new URL(link.getAttribute('href')!).searchParams.get('text')
      const reference = /^Hola, les escribo desde el sitio web\.\n\nRef\. (\w{4})$/.exec(
        text ?? '',
      )?.[1]
      expect(reference).toBeDefined()
      await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1))
      expect(JSON.parse(await beacon.mock.calls[0]![1].text())).toEqual({
        reference,
        listing: null,
        page: '/contacto/',
        attribution: null,
      })
    })
  })
})
