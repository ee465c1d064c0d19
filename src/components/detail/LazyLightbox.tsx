import { useEffect, useRef, useState } from 'react'
import { onDemand } from '../../hooks/onDemand'
import type { LightboxProps } from './Lightbox'

// The lightbox is code only its visitors need: it loads apart from the page, fetched as soon as
// the pointer or the focus comes into the gallery, so it is usually there when a picture is pressed.
const lightboxCode = onDemand(() => import('./Lightbox'))

/** Starts fetching the lightbox's code; later calls reuse the same fetch. */
export function preloadLightbox(): void {
  // A failed preload is retried when the lightbox is asked for, which reports it.
  lightboxCode.load().catch(() => undefined)
}

/**
 * The lightbox once its code has arrived (nothing in the meantime). If the code cannot be
 * fetched, the failure is logged and the lightbox closes, leaving the page as it was.
 */
export function LazyLightbox(props: LightboxProps) {
  const [lightbox, setLightbox] = useState(lightboxCode.loaded)
  const close = useRef(props.onClose)
  useEffect(() => {
    close.current = props.onClose
  })

  useEffect(() => {
    if (lightbox) return
    let live = true
    lightboxCode.load().then(
      (arrived) => live && setLightbox(arrived),
      (error: unknown) => {
        console.error('galería: no se pudo cargar el visor de fotos', error)
        if (live) close.current()
      },
    )
    return () => {
      live = false
    }
  }, [lightbox])

  return lightbox ? <lightbox.Lightbox {...props} /> : null
}
