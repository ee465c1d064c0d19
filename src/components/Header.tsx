import { Link } from 'gatsby'
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { savedCountText } from '../domain/favourites/favourites'
import { FAVOURITES_PATH, menuItems, type MenuItem } from '../domain/site/menu'
import { useLiveSummary } from '../hooks/useLiveSummary'
import type { Site } from '../hooks/useSite'
import { selectFavouriteCount } from '../state/favouritesSlice'
import { useAppSelector } from '../state/hooks'
import { FavouritesAnnouncer } from './favourites/FavouritesAnnouncer'
import { Icon } from './Icon'
import { Logo } from './Logo'
import { ThemeToggle } from './ThemeToggle'
import * as styles from './Header.module.css'

/**
 * The agency's name and mark, the main menu in spec order, and the theme switch. Memoised, as is
 * its list of links: a page re-rendering, or the live summary starting and arriving, redraws
 * only what changed (the menu's links are three components each).
 */
export const Header = memo(function Header({ site }: { site: Site }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  // The live summary, once it arrives, decides which operations the menu shows.
  const live = useLiveSummary()
  const counts = live.counts ?? site.counts
  const items = menuItems({
    modules: site.settings.modules,
    counts,
    developmentCount: site.developmentCount,
    newsCount: site.newsCount,
  })
  const close = useCallback(() => setOpen(false), [])

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
        <nav
          id={menuId}
          className={styles.nav}
          data-open={open}
          aria-label="Menú principal"
          aria-busy={live.updating}
        >
          <MenuLinks items={items} onNavigate={close} />
        </nav>
        <ThemeToggle />
        <FavouritesAnnouncer />
      </div>
    </header>
  )
})

interface MenuLinksProps {
  items: MenuItem[]
  onNavigate: () => void
}

/** Equal items (a new array each render) need no redraw. */
const sameLinks = (before: MenuLinksProps, after: MenuLinksProps) =>
  before.onNavigate === after.onNavigate &&
  before.items.length === after.items.length &&
  before.items.every(
    (item, index) =>
      item.path === after.items[index]!.path && item.label === after.items[index]!.label,
  )

const MenuLinks = memo(function MenuLinks({ items, onNavigate }: MenuLinksProps) {
  const favourites = useAppSelector(selectFavouriteCount)
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.path}>
          <Link
            to={item.path}
            className={styles.link}
            activeClassName={styles.active}
            partiallyActive={item.path !== '/'}
            onClick={onNavigate}
          >
            {item.label}
            {item.path === FAVOURITES_PATH && favourites > 0 && (
              <>
                <span className={styles.count} aria-hidden="true">
                  {favourites}
                </span>
                <span className="visually-hidden"> ({savedCountText(favourites)})</span>
              </>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}, sameLinks)
