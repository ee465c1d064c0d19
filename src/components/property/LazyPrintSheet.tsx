import { lazy, memo, Suspense, useEffect } from 'react'
import { afterLoadWhenIdle } from '../../hooks/useLiveCheck'
import { onDemand } from '../../hooks/onDemand'
import type { PrintSheetProps } from './PrintSheet'

// Only a printout shows the sheet's own block (the QR code, who to call). The build writes it
// into the page's HTML, so the browser's own print command gives the whole sheet even before any
// script ran; its code arrives once the page is idle, or at "Imprimir ficha", instead of with
// the first load. Until then React keeps the block's HTML as it is (a Suspense boundary left to
// hydrate), and offline it keeps it for good.
const sheetCode = onDemand(() => import('./PrintSheet'))

const PRINT_WANTED = 'inmobiliaria:imprimir-ficha'

/** "Imprimir ficha": the print dialog once the sheet's block is on the page. */
export function requestPrint() {
  window.dispatchEvent(new Event(PRINT_WANTED))
}

/**
 * The sheet's code, asked at idle, then again at each "Imprimir ficha" or return of the network
 * until it arrives: a promise that never fails, so a failure leaves the built block in place.
 */
function sheetWhenWanted(): Promise<{ default: typeof import('./PrintSheet').PrintSheet }> {
  return new Promise((resolve) => {
    const attempt = () =>
      sheetCode.load().then(
        (module) => {
          window.removeEventListener(PRINT_WANTED, attempt)
          window.removeEventListener('online', attempt)
          resolve({ default: module.PrintSheet })
        },
        () => undefined,
      )
    window.addEventListener(PRINT_WANTED, attempt)
    window.addEventListener('online', attempt)
    afterLoadWhenIdle(attempt)
  })
}

const PrintSheet =
  process.env.BUILD_STAGE === 'build-html'
    ? // The HTML renderer has the code at hand; webpack leaves this branch out of the browser's.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./PrintSheet') as typeof import('./PrintSheet')).PrintSheet
    : lazy(sheetWhenWanted)

// The dialog takes its picture of the page at once: the QR code should be drawn by then, but
// a slow network does not hold the dialog back for long.
const QR_WAIT_MS = 1500
const SHEET = '[data-print-sheet]'

function qrCodeDrawn(): Promise<unknown> {
  const qr = document.querySelector<HTMLImageElement>('img[data-sheet-qr]')
  if (!qr || qr.complete) return Promise.resolve()
  return new Promise((resolve) => {
    qr.addEventListener('load', resolve, { once: true })
    qr.addEventListener('error', resolve, { once: true })
    setTimeout(resolve, QR_WAIT_MS)
  })
}

/** The block on the page: at once on a built page; for a live record, once its code is drawn. */
function sheetOnPage(): Promise<unknown> {
  if (document.querySelector(SHEET)) return Promise.resolve()
  const until = Date.now() + QR_WAIT_MS
  return new Promise<void>((resolve) => {
    const look = () =>
      document.querySelector(SHEET) || Date.now() > until ? resolve() : requestAnimationFrame(look)
    look()
  })
}

/**
 * The printed sheet's block. Memoised: an update reaching the boundary before its code arrived
 * would make React drop the built HTML for the (empty) fallback; its props do not change.
 */
export const LazyPrintSheet = memo(function LazyPrintSheet(props: PrintSheetProps) {
  useEffect(() => {
    const pressed = () =>
      void sheetOnPage()
        .then(qrCodeDrawn)
        .then(() => window.print())
    window.addEventListener(PRINT_WANTED, pressed)
    return () => window.removeEventListener(PRINT_WANTED, pressed)
  }, [])
  return (
    <Suspense fallback={null}>
      <PrintSheet {...props} />
    </Suspense>
  )
})
