import type { ReactNode } from 'react'
import { useSite } from '../hooks/useSite'
import { Footer } from './Footer'
import { Header } from './Header'
import { SiteSync } from './SiteSync'
import * as styles from './Layout.module.css'

/** Page frame: skip link, header with the menu, the main landmark and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSite()
  return (
    <>
      <SiteSync />
      <a className={styles.skipLink} href="#contenido">
        Saltar al contenido
      </a>
      <Header site={site} />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} />
    </>
  )
}
