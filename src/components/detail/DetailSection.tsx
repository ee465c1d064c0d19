import type { ReactNode } from 'react'
import { StaticHtml } from '../StaticHtml'
import * as styles from './DetailSection.module.css'

interface DetailSectionProps {
  /** Id of the heading, which labels the section (and is a link target). */
  id: string
  title: string
  /** Kept for screen readers and the outline, out of sight (the gallery). */
  hideTitle?: boolean
  /** Left out of the printed sheet (map, files, tags): it holds one or two pages. */
  screenOnly?: boolean
  /**
   * What a section with nothing interactive is made from: given, the section keeps its server
   * HTML on the page the browser loaded while these stay the same (StaticHtml).
   */
  staticInputs?: readonly unknown[]
  children: ReactNode
}

/** One section of a detail page, labelled by its h2. */
export function DetailSection({
  id,
  title,
  hideTitle = false,
  screenOnly = false,
  staticInputs,
  children,
}: DetailSectionProps) {
  const attributes = {
    'aria-labelledby': id,
    className: screenOnly ? `${styles.section} no-print` : styles.section,
  }
  const content = (
    <>
      <h2 id={id} className={hideTitle ? 'visually-hidden' : styles.title}>
        {title}
      </h2>
      {children}
    </>
  )
  return staticInputs ? (
    <StaticHtml as="section" inputs={staticInputs} {...attributes}>
      {content}
    </StaticHtml>
  ) : (
    <section {...attributes}>{content}</section>
  )
}
