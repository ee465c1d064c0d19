import { Link } from 'gatsby'
import { useEffect, useId, useState } from 'react'
import { menuItems } from '../domain/menu'
import type { Site } from '../hooks/useSite'
import { Icon } from './Icon'
import { Logo } from './Logo'
import { ThemeToggle } from './ThemeToggle'
import * as styles from './Header.module.css'

/** The agency's name and mark, the main menu in spec order, and the theme switch. */
export function Header({ site }: { site: Site }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const items = menuItems({
    modules: site.settings.modules,
    counts: site.counts,
    developmentCount: site.developmentCount,
    newsCount: site.newsCount,
  })

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          <Logo />
          <span>{site.settings.name}</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span>{open ? 'Cerrar' : 'Menú'}</span>
        </button>
        <nav id={menuId} className={styles.nav} data-open={open} aria-label="Menú principal">
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className={styles.link}
                  activeClassName={styles.active}
                  partiallyActive={item.path !== '/'}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle />
      </div>
    </header>
  )
}
