import * as styles from './Icon.module.css'
import type { IconName } from './iconOutlines'

export type { IconName }

/** The sizes icons are drawn at, in CSS pixels (a class each: no inline style to parse). */
export type IconSize = 16 | 18 | 20 | 22 | 24 | 28 | 32 | 36

interface IconProps {
  name: IconName
  /** A label makes the icon meaningful to screen readers; without one it is hidden from them. */
  label?: string
  /** Width and height in CSS pixels. */
  size?: IconSize
  className?: string
}

/**
 * One of the site's icons (iconOutlines.ts): a span the stylesheet masks with the icon's outline
 * in the text colour, one element where an inline <svg> took two and a kilobyte of markup.
 * Decorative unless given a label.
 */
export function Icon({ name, label, size = 20, className }: IconProps) {
  return (
    <span
      className={['icon', styles[name], size !== 20 && styles[`size${size}`], className]
        .filter(Boolean)
        .join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}
