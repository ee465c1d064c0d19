import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react'
import { galleryTabs, type GalleryTabId } from '../../domain/gallery'
import { photosCoverFirst } from '../../domain/photos'
import type { Photo, Video } from '../../domain/types'
import { Icon, type IconName } from '../Icon'
import { MediaEmbed } from './MediaEmbed'
import { PhotoViewer } from './PhotoViewer'
import * as styles from './MediaGallery.module.css'

interface MediaGalleryProps {
  /** The listing's title, for alt texts and player titles. */
  title: string
  photos: Photo[]
  videos: Video[]
  tours: Video[]
  blueprints: Photo[]
}

const ICONS: Record<GalleryTabId, IconName> = {
  fotos: 'photo',
  videos: 'play',
  recorridos: 'cube',
  planos: 'plan',
}

const EMBED_TABS: readonly GalleryTabId[] = ['videos', 'recorridos']

/**
 * A listing's photos (cover first, the main one eager), videos, 360° tours and blueprints, as
 * tabs when there is more than photos. Players load only on request (MediaEmbed).
 */
export function MediaGallery({ title, photos, videos, tours, blueprints }: MediaGalleryProps) {
  const tabs = galleryTabs({ photos, videos, tours, blueprints })
  const [selected, setSelected] = useState<GalleryTabId>('fotos')
  const id = useId()
  const tabRefs = useRef<Partial<Record<GalleryTabId, HTMLButtonElement | null>>>({})

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[target % tabs.length]
    if (!next) return
    setSelected(next.id)
    tabRefs.current[next.id]?.focus()
  }

  const panels: Record<GalleryTabId, ReactElement> = {
    fotos: <PhotoViewer photos={photosCoverFirst(photos)} title={title} eager />,
    videos: <EmbedList items={videos} title={title} />,
    recorridos: <EmbedList items={tours} title={title} />,
    planos: <PhotoViewer photos={blueprints} title={title} noun="Plano" />,
  }

  if (tabs.length === 1) return <div className={styles.gallery}>{panels.fotos}</div>

  return (
    <div className={styles.gallery}>
      <div role="tablist" aria-label="Galería" className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-controls={`${id}-panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
          >
            <Icon name={ICONS[tab.id]} size={18} />
            {tab.label}
            {tab.count > 0 && <span className={styles.count}>{tab.count}</span>}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {/* Players leave with their tab, so a hidden video does not keep playing. */}
          {(tab.id === selected || !EMBED_TABS.includes(tab.id)) && panels[tab.id]}
        </div>
      ))}
    </div>
  )
}

function EmbedList({ items, title }: { items: Video[]; title: string }) {
  return (
    <ul className={styles.embeds}>
      {items.map((item) => (
        <li key={item.player_url}>
          <MediaEmbed media={item} listingTitle={title} />
        </li>
      ))}
    </ul>
  )
}
