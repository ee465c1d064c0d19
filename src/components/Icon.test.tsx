import { render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { ICON_CSS_FILE, ICON_SIZES, iconStylesheet } from '../../scripts/icons'
import { Icon } from './Icon'
import { ICON_OUTLINES } from './iconOutlines'

describe('Icon', () => {
  it('is drawn from the outlines as they are now (run `npm run icons` after changing them)', () => {
    expect(readFileSync(ICON_CSS_FILE, 'utf8')).toBe(iconStylesheet())
  })

  it('has a cell of the sprite for every outline, in order, and a class for every size', () => {
    const css = iconStylesheet({ menu: 'M1 1', heart: { d: 'M2 2', filled: true }, pin: 'M3 3' })
    expect(css).toContain(`%3Cpath transform='translate(0)' d='M1 1'/%3E`)
    expect(css).toContain(`%3Cpath transform='translate(32)' fill='black' d='M2 2'/%3E`)
    expect(css).toContain(`%3Cpath transform='translate(64)' d='M3 3'/%3E`)
    expect(css).toContain('.pin {\n  --icon-index: 2;\n}')
    expect(css).toContain('mask-size: calc(var(--icon-size) * 3 * 32 / 24) var(--icon-size);')
    for (const size of ICON_SIZES.filter((size) => size !== 20))
      expect(css).toContain(`.size${size} {\n  --icon-size: ${size}px;\n}`)
  })

  it('escapes what a data URL cannot hold', () => {
    expect(iconStylesheet({ odd: 'M1 1 100% #' })).toContain(`d='M1 1 100%25 %23'`)
    expect(Object.keys(ICON_OUTLINES)).toContain('heartFilled')
  })

  it('is hidden from screen readers unless labelled', () => {
    const { container } = render(<Icon name="pin" />)
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container.firstElementChild).not.toHaveAttribute('role')
  })

  it('is an image with its label when given one', () => {
    render(<Icon name="instagram" label="Instagram en Inmobiliaria Demo" size={22} />)
    const icon = screen.getByRole('img', { name: 'Instagram en Inmobiliaria Demo' })
    expect(icon).toHaveClass('icon')
    expect(icon).not.toHaveAttribute('aria-hidden')
  })
})
