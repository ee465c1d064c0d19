import { lazy, Suspense } from 'react'
import type { LightboxProps } from './Lightbox'

// The lightbox is code only its visitors need: it loads apart from the page, fetched as soon as
// the pointer or the focus comes into the gallery, so it is usually there when a picture is pressed.
let lightboxModule: Promise<typeof import('./Lightbox')> | undefined
const loadLightbox = () => (lightboxModule ??= import('./Lightbox'))
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })))

/** Starts fetching the lightbox's code; later calls reuse the first fetch. */
export function preloadLightbox(): void {
  void loadLightbox()
}

/** The lightbox, drawn once its code has arrived (nothing in the meantime). */
export function LazyLightbox(props: LightboxProps) {
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  )
}
