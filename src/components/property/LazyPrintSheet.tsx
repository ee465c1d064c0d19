import { useEffect, useRef, useState } from 'react'
import { afterLoadWhenIdle } from '../../hooks/useLiveCheck'
import { useOnDemand } from '../../hooks/useOnDemand'
import { onDemand } from '../onDemand'
import type { PrintSheetProps } from './PrintSheet'

// Only a printout shows the sheet's own block (the QR code, who to call): its code and its
// picture arrive once the page is idle, or at "Imprimir ficha", instead of with the first load.
const sheetCode = onDemand(() => import('./PrintSheet'))

const PRINT_WANTED = 'inmobiliaria:imprimir-ficha'

/** "Imprimir ficha": the print dialog once the sheet's block is on the page. */
export function requestPrint() {
  window.dispatchEvent(new Event(PRINT_WANTED))
}

// The dialog takes its picture of the page at once: the QR code should be drawn by then, but
// a slow network does not hold the dialog back for long.
const QR_WAIT_MS = 1500

function qrCodeDrawn(): Promise<unknown> {
  const qr = document.querySelector<HTMLImageElement>('img[data-sheet-qr]')
  if (!qr || qr.complete) return Promise.resolve()
  return new Promise((resolve) => {
    qr.addEventListener('load', resolve, { once: true })
    qr.addEventListener('error', resolve, { once: true })
    setTimeout(resolve, QR_WAIT_MS)
  })
}

/** The printed sheet's block, on the page from the time the browser is idle. */
export function LazyPrintSheet(props: PrintSheetProps) {
  const [wanted, setWanted] = useState(false)
  // Without its code (offline) the page still prints, without the block.
  const { module: sheet, failed, retry } = useOnDemand(sheetCode, wanted)
  // Presses of "Imprimir ficha", and the last one whose dialog opened.
  const [printRequests, setPrintRequests] = useState(0)
  const printed = useRef(0)

  useEffect(() => {
    const want = () => setWanted(true)
    const pressed = () => {
      setPrintRequests((count) => count + 1)
      want()
      retry()
    }
    window.addEventListener(PRINT_WANTED, pressed)
    const cancel = afterLoadWhenIdle(want)
    return () => {
      cancel()
      window.removeEventListener(PRINT_WANTED, pressed)
    }
  }, [retry])

  useEffect(() => {
    if (printRequests === printed.current || (!sheet && !failed)) return
    printed.current = printRequests
    void qrCodeDrawn().then(() => window.print())
  }, [printRequests, sheet, failed])

  return sheet ? <sheet.PrintSheet {...props} /> : null
}
