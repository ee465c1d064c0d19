/**
 * The home's hero picture, pre-rendered by scripts/hero/render.mjs into static/hero/ (so the build
 * does no image work). It is the page's largest paint: fetched first, never lazily.
 */
import * as styles from './HeroPicture.module.css'

export const HERO_WEBP_WIDTHS = [640, 960, 1366, 1920] as const
export const HERO_FALLBACK = '/hero/inicio-1366.jpg'

const webpSet = HERO_WEBP_WIDTHS.map((width) => `/hero/inicio-${width}.webp ${width}w`).join(', ')

// React 18 does not know `fetchPriority` yet; the lowercase attribute reaches the DOM as is.
const HIGH_PRIORITY = { fetchpriority: 'high' }

export function HeroPicture() {
  return (
    <picture>
      <source type="image/webp" srcSet={webpSet} sizes="100vw" />
      <img
        className={styles.picture}
        src={HERO_FALLBACK}
        alt=""
        width={2400}
        height={1100}
        decoding="async"
        {...HIGH_PRIORITY}
      />
    </picture>
  )
}
