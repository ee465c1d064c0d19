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

/** The class names of an icon of `size`: its cell of the sprite, and its size unless 20. */
const iconClasses = (name: IconName, size: IconSize) =>
  [styles[name], size !== 20 && styles[`size${size}`]].filter(Boolean).join(' ')

/**
 * The classes that draw an icon before an element's own content (decorative, as a CSS image is):
 * no element of its own, for lists with an icon on every line, such as a card's figures.
 */
export const iconBefore = (name: IconName, size: IconSize = 20): string =>
  `icon-before ${iconClasses(name, size)}`

/**
 * One of the site's icons (iconOutlines.ts): a span the stylesheet masks with the icon's outline
 * in the text colour, one element where an inline <svg> took two and a kilobyte of markup.
 * Decorative unless given a label.
 */
export function Icon({ name, label, size = 20, className }: IconProps) {
  return (
    <span
      className={['icon', iconClasses(name, size), className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  )
}
