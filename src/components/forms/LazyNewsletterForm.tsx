import { lazy, Suspense, useEffect, useState } from 'react'
import { afterLoadWhenIdle } from '../../hooks/useLiveCheck'
import * as styles from './LazyNewsletterForm.module.css'

// The footer's form is at the bottom of every page: its code (the lead form's hook, drafts,
// validation, feedback) loads once the page is idle instead of with every page's first load,
// and its place is kept so nothing moves when it arrives.
const NewsletterForm = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
)

export function LazyNewsletterForm() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => afterLoadWhenIdle(() => setWanted(true)), [])
  return (
    <div className={styles.slot}>
      {wanted && (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      )}
    </div>
  )
}
