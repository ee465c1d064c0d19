import { render, screen } from '@testing-library/react'
import { makeProducer } from '../../../__tests__/support/factories'
import { ProducerCard } from './ProducerCard'

describe('ProducerCard', () => {
  it("links the producer's valid address", () => {
    render(<ProducerCard person={makeProducer()} />)
    expect(screen.getByRole('link', { name: /sofia@example.com/ })).toHaveAttribute(
      'href',
      'mailto:sofia@example.com',
    )
  })

  it.each(['sofia@example.com?cc=spy@evil.example', 'sofia@', '"><img src=x>@example.com'])(
    'offers no mail link for %j, and still the phones',
    (email) => {
      const { container } = render(<ProducerCard person={makeProducer({ email })} />)
      expect(container.innerHTML).not.toContain('mailto:')
      expect(screen.queryByText(email)).toBeNull()
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        'tel:+5491155550212',
        'tel:+541155550112',
      ])
    },
  )
})
