import type { ReactNode } from 'react'
import * as styles from './Layout.module.css'

interface LayoutProps {
  siteName: string
  children: ReactNode
}

/** Page frame: skip link, header with the agency name, main landmark and footer. */
export function Layout({ siteName, children }: LayoutProps) {
  return (
    <>
      <a className={styles.skipLink} href="#contenido">
        Saltar al contenido
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <a className={styles.brand} href="/">
            {siteName}
          </a>
        </div>
      </header>
      <main id="contenido" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className="container">
          © {new Date().getFullYear()} {siteName}. Todos los derechos reservados.
        </div>
      </footer>
    </>
  )
}
