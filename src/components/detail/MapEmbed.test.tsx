import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MapEmbed } from './MapEmbed'

describe('MapEmbed', () => {
  it('frames OpenStreetMap sandboxed, only after "Ver mapa"', async () => {
    const user = userEvent.setup()
    render(<MapEmbed point={{ lat: -34.5875, lng: -58.4335 }} label="Gorriti al 4300, Palermo" />)
    expect(document.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ver mapa' }))
    const frame = screen.getByTitle('Mapa de Gorriti al 4300, Palermo')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    )
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    )
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    expect(frame).not.toHaveAttribute('allow')
    expect(frame).not.toHaveAttribute('allowfullscreen')
  })
})
