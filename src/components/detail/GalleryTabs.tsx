import { useRef, type KeyboardEvent } from 'react'
import type { GalleryTab, GalleryView } from '../../domain/detail/gallery'
import { keyTarget } from '../../domain/detail/lightbox'
import { Icon, type IconName } from '../Icon'
import * as styles from './MediaGallery.module.css'

interface GalleryTabsProps {
  tabs: GalleryTab[]
  selected: GalleryView
  onSelect: (view: GalleryView) => void
  /** Prefix of the tab and panel ids, which point at each other. */
  idBase: string
}

const ICONS: Record<GalleryView, IconName> = {
  image: 'photo',
  video: 'play',
  tour: 'cube',
  blueprint: 'plan',
}

/** The gallery's tab list; the arrow keys, Home and End move along it (WAI-ARIA tabs pattern). */
export function GalleryTabs({ tabs, selected, onSelect, idBase }: GalleryTabsProps) {
  const tabRefs = useRef<Partial<Record<GalleryView, HTMLButtonElement | null>>>({})

  // Automatic activation: the tab that takes the focus is selected at once; the ends wrap.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const target = keyTarget(event.key, index, tabs.length)
    if (target === null) return
    event.preventDefault()
    const next = tabs[target]
    if (!next) return
    onSelect(next.id)
    tabRefs.current[next.id]?.focus()
  }

  return (
    <div role="tablist" aria-label="Galería" className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            tabRefs.current[tab.id] = element
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${tab.id}`}
          aria-controls={`${idBase}-panel-${tab.id}`}
          aria-selected={tab.id === selected}
          onKeyDown={onKeyDown}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
        >
          <Icon name={ICONS[tab.id]} size={18} />
          {tab.label}
          {tab.count > 0 && <span className={styles.count}>{tab.count}</span>}
        </button>
      ))}
    </div>
  )
}
