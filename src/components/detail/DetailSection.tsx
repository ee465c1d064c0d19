import type { ReactNode } from 'react'
import * as styles from './DetailSection.module.css'

interface DetailSectionProps {
  /** Id of the heading, which labels the section (and is a link target). */
  id: string
  title: string
  /** Kept for screen readers and the outline, out of sight (the gallery). */
  hideTitle?: boolean
  /** Left out of the printed sheet (map, files, tags): it holds one or two pages. */
  screenOnly?: boolean
  children: ReactNode
}

/** One section of a detail page, labelled by its h2. */
export function DetailSection({
  id,
  title,
  hideTitle = false,
  screenOnly = false,
  children,
}: DetailSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={screenOnly ? `${styles.section} no-print` : styles.section}
    >
      <h2 id={id} className={hideTitle ? 'visually-hidden' : styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}
