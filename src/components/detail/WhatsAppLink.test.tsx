import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderToString } from 'react-dom/server'
import { makeTouch } from '../../../__tests__/support/factories'
import { setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { ATTRIBUTION_STORAGE_KEY } from '../../state/attributionStorage'
import { WhatsAppLink } from './WhatsAppLink'

const { requests } = setupMswServer(
  http.post('http://localhost/api/whatsapp', () => new HttpResponse(null, { status: 204 })),
)

const link = () => screen.getByRole('link', { name: /Escribinos/ })

/** A press as a visitor makes it, kept from navigating the test's page. */
function press(type: 'click' | 'auxclick' = 'click') {
  const stay = (event: Event) => event.preventDefault()
  window.addEventListener(type, stay)
  act(() => {
    fireEvent(
      link(),
      new MouseEvent(type, { bubbles: true, cancelable: true, button: type === 'click' ? 0 : 1 }),
    )
  })
  window.removeEventListener(type, stay)
}

const referenceOf = () => {
  const text = new URL(link().getAttribute('href')!).searchParams.get('text') ?? ''
  return /\n\nRef\. ([2-9A-HJKMNP-TV-Z]{4})$/.exec(text)?.[1]
}

describe('WhatsAppLink', () => {
  afterEach(() => {
    window.innerWidth = 1024
  })

  it('carries the web host in the static HTML, whatever the width', () => {
    window.innerWidth = 390
    const html = renderToString(
      <WhatsAppLink phone="5491155550100" text="Hola">
        Escribinos
      </WhatsAppLink>,
    )
    expect(html).toContain('href="https://web.whatsapp.com/send?phone=5491155550100&amp;text=Hola"')
  })

  it('switches to the app host after hydration on a narrow screen', () => {
    window.innerWidth = 390
    renderWithProviders(<WhatsAppLink text="Hola">Escribinos</WhatsAppLink>)
    expect(link()).toHaveAttribute('href', 'https://api.whatsapp.com/send?text=Hola')
    expect(link()).toHaveAttribute('target', '_blank')
  })

  it('reads the width again when clicked', () => {
    window.innerWidth = 1366
    renderWithProviders(<WhatsAppLink text="Hola">Escribinos</WhatsAppLink>)
    expect(link().getAttribute('href')).toMatch(/^https:\/\/web\./)
    // A width change without a resize event (a rotated phone in some browsers).
    window.innerWidth = 800
    const stay = (event: Event) => event.preventDefault()
    window.addEventListener('click', stay)
    act(() => {
      fireEvent.click(link())
    })
    window.removeEventListener('click', stay)
    expect(link().getAttribute('href')).toMatch(/^https:\/\/api\./)
  })

  describe('as an enquiry', () => {
    const attribution = {
      first: makeTouch({ source: 'google', medium: 'cpc', campaign: 'invierno' }),
      last: makeTouch({ source: 'google', medium: 'cpc', campaign: 'invierno' }),
    }
    const beacon = jest.fn<boolean, [string, Blob]>()

    beforeEach(() => {
      window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution))
      window.history.pushState(null, '', '/propiedad/venta/palermo/12/')
      beacon.mockReset().mockReturnValue(true)
      Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true })
    })
    afterEach(() => {
      window.localStorage.clear()
      delete (window.navigator as { sendBeacon?: unknown }).sendBeacon
    })

    const renderEnquiry = () =>
      renderWithProviders(
        <WhatsAppLink
          phone="5491155550100"
          text="Hola, quiero consultar por «Casa»"
          enquiry={{ listing: { kind: 'property', id: 12 } }}
        >
          Escribinos
        </WhatsAppLink>,
      )

    it('carries no reference until pressed', () => {
      renderEnquiry()
      expect(referenceOf()).toBeUndefined()
      expect(beacon).not.toHaveBeenCalled()
    })

    it('adds a new reference on each press and beacons it with the listing, page and origin', async () => {
      renderEnquiry()
      press()
      const first = referenceOf()
      expect(first).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}$/)
      expect(new URL(link().getAttribute('href')!).searchParams.get('text')).toBe(
        `Hola, quiero consultar por «Casa»\n\nRef. ${first}`,
      )
      await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1))
      const [url, blob] = beacon.mock.calls[0]!
      expect(url).toBe('/api/whatsapp')
      expect(blob.type).toBe('application/json')
      expect(JSON.parse(await blob.text())).toEqual({
        reference: first,
        listing: { kind: 'property', id: 12 },
        page: '/propiedad/venta/palermo/12/',
        attribution,
      })
      // A middle click opens it too, with a reference of its own.
      press('auxclick')
      await waitFor(() => expect(beacon).toHaveBeenCalledTimes(2))
      const second = JSON.parse(await beacon.mock.calls[1]![1].text()).reference
      expect(referenceOf()).toBe(second)
    })

    it.each([
      [
        'without sendBeacon',
        () => delete (window.navigator as { sendBeacon?: unknown }).sendBeacon,
      ],
      ['when sendBeacon refuses it', () => beacon.mockReturnValue(false)],
    ])('posts the press with fetch %s', async (_, breakBeacon) => {
      breakBeacon()
      renderEnquiry()
      press()
      await waitFor(() => expect(requests).toHaveLength(1))
      const [sent] = requests
      expect(sent!.method).toBe('POST')
      expect(sent!.url.href).toBe('http://localhost/api/whatsapp')
      expect(sent!.headers.get('content-type')).toBe('application/json')
      expect(sent!.body).toEqual({
        reference: referenceOf(),
        listing: { kind: 'property', id: 12 },
        page: '/propiedad/venta/palermo/12/',
        attribution,
      })
    })

    it('adds no reference to a share, and tells the site nothing', async () => {
      renderWithProviders(<WhatsAppLink text="Mirá esta casa">Escribinos</WhatsAppLink>)
      press()
      expect(new URL(link().getAttribute('href')!).searchParams.get('text')).toBe('Mirá esta casa')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(beacon).not.toHaveBeenCalled()
      expect(requests).toHaveLength(0)
    })
  })
})
