import { render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  ICON_CSS_FILE,
  ICON_SIZES,
  ICON_SPRITE_DIR,
  iconSprite,
  iconStylesheet,
} from '../../scripts/icons'
import { Icon, iconBefore } from './Icon'
import { ICON_OUTLINES } from './iconOutlines'

describe('Icon', () => {
  it('is drawn from the outlines as they are now (run `npm run icons` after changing them)', () => {
    expect(readFileSync(ICON_CSS_FILE, 'utf8')).toBe(iconStylesheet())
    const { svg, file } = iconSprite()
    expect(readFileSync(path.join(ICON_SPRITE_DIR, file), 'utf8')).toBe(svg)
  })

  it('has a cell of the sprite for every outline, in order, and a class for every size', () => {
    const outlines = { menu: 'M1 1', heart: { d: 'M2 2', filled: true as const }, pin: 'M3 3' }
    const { svg, file } = iconSprite(outlines)
    expect(svg).toContain('viewBox="0 0 96 24"')
    expect(svg).toContain('<path transform="translate(0)" d="M1 1"/>')
    expect(svg).toContain('<path transform="translate(32)" fill="black" d="M2 2"/>')
    expect(svg).toContain('<path transform="translate(64)" d="M3 3"/>')
    const css = iconStylesheet(outlines)
    expect(css).toContain(`--icon-sprite: url('/${file}');`)
    expect(css).toContain('.pin {\n  --icon-index: 2;\n}')
    expect(css).toContain('mask-size: calc(var(--icon-size) * 3 * 32 / 24) var(--icon-size);')
    for (const size of ICON_SIZES.filter((size) => size !== 20))
      expect(css).toContain(`.size${size} {\n  --icon-size: ${size}px;\n}`)
  })

  it('names the sprite by its content, so a changed drawing is never served from a cache', () => {
    expect(iconSprite().file).toMatch(/^icons\.[0-9a-f]{20}\.svg$/)
    expect(iconSprite({ menu: 'M1 1' }).file).not.toBe(iconSprite({ menu: 'M1 2' }).file)
    expect(Object.keys(ICON_OUTLINES)).toContain('heartFilled')
  })

  it('draws before an element’s content with the same cell and size, as no element of its own', () => {
    const css = iconStylesheet({ pin: 'M3 3' })
    expect(css).toContain(
      ':global(.icon),\n:global(.icon-before)::before {\n  display: inline-block;',
    )
    expect(css).toContain(":global(.icon-before)::before {\n  content: '';\n}")
    const { container } = render(<p className={iconBefore('pin', 16)}>Palermo</p>)
    expect(container.firstElementChild).toHaveClass('icon-before')
    expect(container.firstElementChild!.children).toHaveLength(0)
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
