import { act, fireEvent, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { renderWithProviders } from '../../../__tests__/support/render'
import { WhatsAppLink } from './WhatsAppLink'

const link = () => screen.getByRole('link', { name: /Escribinos/ })

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
})
