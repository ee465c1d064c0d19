import { useEffect, useRef, useState } from 'react'
import { afterLoadWhenIdle } from '../../hooks/useLiveCheck'
import { useOnDemand } from '../../hooks/useOnDemand'
import { onDemand } from '../../hooks/onDemand'
import * as styles from './LazyNewsletterForm.module.css'

// The footer's form is at the bottom of every page and few visitors subscribe: its code (the
// lead form's hook, drafts, validation, feedback) loads once the page is idle and the footer is
// within a screen of the viewport, instead of with every page's first load; its place is kept so
// nothing moves when it arrives. Its chunk carries its own copy of the lead forms' code (see
// gatsby/webpack.ts), so a page with a form of its own does not download that code twice unless
// the visitor goes down to the footer.
const newsletterCode = onDemand(
  () => import(/* webpackChunkName: "newsletter-form" */ './NewsletterForm'),
)

/** How far below (or above) the viewport the footer starts its form's download: one screen. */
const NEAR_VIEWPORT = '100% 0px'

export function LazyNewsletterForm() {
  const slot = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  // Its code could not arrive (offline, or a release since the page loaded): said, with a retry.
  const { module: form, failed, retry } = useOnDemand(newsletterCode, wanted)

  useEffect(() => {
    let observer: IntersectionObserver | undefined
    const cancel = afterLoadWhenIdle(() => {
      observer = new IntersectionObserver(
        ([slotEntry]) => {
          if (!slotEntry?.isIntersecting) return
          observer?.disconnect()
          setWanted(true)
        },
        { rootMargin: NEAR_VIEWPORT },
      )
      if (slot.current) observer.observe(slot.current)
    })
    return () => {
      cancel()
      observer?.disconnect()
    }
  }, [])

  return (
    <div ref={slot} className={styles.slot}>
      <div className={styles.place}>
        {form ? (
          <form.NewsletterForm />
        ) : (
          failed && (
            <div className={styles.failed}>
              <p>No pudimos cargar el formulario de suscripción.</p>
              <button type="button" className="button button-secondary" onClick={retry}>
                Reintentar
              </button>
            </div>
          )
        )}
      </div>
    </div>
  )
}
