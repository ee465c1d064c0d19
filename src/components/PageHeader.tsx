import type { ReactNode } from 'react'
import * as styles from './PageHeader.module.css'

/** The title band of a content page: its h1 and an optional lead. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </header>
  )
}
