import { useId, useMemo, type ReactElement } from 'react'
import {
  galleryTabs,
  isPictureView,
  pictureNoun,
  type GalleryView,
  type PictureView,
} from '../../domain/detail/gallery'
import { clampIndex } from '../../domain/detail/lightbox'
import { photosCoverFirst } from '../../domain/detail/photos'
import type { Photo, Video } from '../../domain/types'
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect'
import {
  blueprintSelected,
  galleryReset,
  galleryViewToggled,
  imageSelected,
  lightboxClosed,
  lightboxOpened,
  selectCurrentBlueprint,
  selectCurrentImage,
  selectGalleryView,
  selectLightboxOpen,
} from '../../state/gallerySlice'
import { useAppDispatch, useAppSelector } from '../../state/hooks'
import { GalleryTabs } from './GalleryTabs'
import { LazyLightbox, preloadLightbox } from './LazyLightbox'
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

/**
 * A listing's photos (cover first, the main one eager), videos, 360° tours and blueprints, as
 * tabs when there is more than photos, and the lightbox over the photos or blueprints. What is
 * shown comes from the gallery slice, reset for each listing; the pictures come from the props,
 * and the current ones are kept on those lists here. Players load only on request.
 */
export function MediaGallery({ title, photos, videos, tours, blueprints }: MediaGalleryProps) {
  const ordered = useMemo(() => photosCoverFirst(photos), [photos])
  const tabs = galleryTabs({ photos, videos, tours, blueprints })
  const id = useId()
  const dispatch = useAppDispatch()
  const view = useAppSelector(selectGalleryView)
  const lightbox = useAppSelector(selectLightboxOpen)
  const currentImage = useAppSelector(selectCurrentImage)
  const currentBlueprint = useAppSelector(selectCurrentBlueprint)

  // Before the first paint, so a page reached from another listing never shows that one's state;
  // again whenever the pictures change, as they are another listing's.
  useIsomorphicLayoutEffect(() => {
    dispatch(galleryReset())
    return () => {
      dispatch(galleryReset())
    }
  }, [dispatch, ordered, blueprints])

  const shown: GalleryView = tabs.some((tab) => tab.id === view) ? view : 'image'
  const pictures: Record<PictureView, { photos: Photo[]; current: number }> = {
    image: { photos: ordered, current: clampIndex(currentImage, ordered.length) },
    blueprint: { photos: blueprints, current: clampIndex(currentBlueprint, blueprints.length) },
  }
  const select = (pictureView: PictureView) => (index: number) =>
    dispatch(pictureView === 'image' ? imageSelected(index) : blueprintSelected(index))
  const viewer = (pictureView: PictureView) => (
    <PhotoViewer
      {...pictures[pictureView]}
      title={title}
      noun={pictureNoun(pictureView)}
      eager={pictureView === 'image'}
      onSelect={select(pictureView)}
      onOpen={() => dispatch(lightboxOpened())}
    />
  )
  const panels: Record<GalleryView, ReactElement> = {
    image: viewer('image'),
    video: <EmbedList items={videos} title={title} />,
    tour: <EmbedList items={tours} title={title} />,
    blueprint: viewer('blueprint'),
  }

  return (
    <div className={styles.gallery} onPointerOver={preloadLightbox} onFocus={preloadLightbox}>
      {tabs.length > 1 && (
        <GalleryTabs
          tabs={tabs}
          selected={shown}
          idBase={id}
          onSelect={(next) => next !== shown && dispatch(galleryViewToggled(next))}
        />
      )}
      {tabs.length === 1
        ? panels.image
        : tabs.map((tab) => (
            <div
              key={tab.id}
              role="tabpanel"
              id={`${id}-panel-${tab.id}`}
              aria-labelledby={`${id}-tab-${tab.id}`}
              hidden={tab.id !== shown}
            >
              {/* Players leave with their tab, so a hidden video does not keep playing. */}
              {(tab.id === shown || isPictureView(tab.id)) && panels[tab.id]}
            </div>
          ))}
      {/* The slice knows the view, not its pictures: a view without any gets no lightbox. */}
      {lightbox && isPictureView(shown) && pictures[shown].photos.length > 0 && (
        <LazyLightbox
          {...pictures[shown]}
          noun={pictureNoun(shown)}
          title={title}
          onSelect={select(shown)}
          onClose={() => dispatch(lightboxClosed())}
        />
      )}
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
