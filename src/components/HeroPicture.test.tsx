import { existsSync } from 'node:fs'
import path from 'node:path'
import { render } from '@testing-library/react'
import { HERO_FALLBACK, HERO_WEBP_WIDTHS, HeroPicture } from './HeroPicture'

const STATIC = path.resolve(__dirname, '../../static')

describe('HeroPicture', () => {
  it('offers every width it names, each rendered into static/ (no image work at build)', () => {
    const { container } = render(<HeroPicture />)
    const source = container.querySelector('source[type="image/webp"]')!
    const offered = source
      .getAttribute('srcset')!
      .split(', ')
      .map((entry) => entry.split(' ')[0]!)
    expect(offered).toHaveLength(HERO_WEBP_WIDTHS.length)
    for (const file of [...offered, HERO_FALLBACK])
      expect(existsSync(path.join(STATIC, file))).toBe(true)
  })

  it('is decorative and fetched first: the largest paint of the home', () => {
    const { container } = render(<HeroPicture />)
    const image = container.querySelector('img')!
    expect(image).toHaveAttribute('alt', '')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).not.toHaveAttribute('loading', 'lazy')
  })
})
