import { useEffect, useRef, useState } from 'react'
import { afterLoadWhenIdle } from '../../hooks/useLiveCheck'
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
  const [sheet, setSheet] = useState(() => sheetCode.loaded())
  // Its code could not arrive (offline): the page still prints, without the block.
  const [unavailable, setUnavailable] = useState(false)
  // Presses of "Imprimir ficha", and the last one whose dialog opened.
  const [printRequests, setPrintRequests] = useState(0)
  const printed = useRef(0)

  useEffect(() => {
    let mounted = true
    const fetchSheet = () => {
      sheetCode.load().then(
        (module) => {
          if (mounted) setSheet(module)
        },
        () => {
          if (mounted) setUnavailable(true)
        },
      )
    }
    const wanted = () => {
      setUnavailable(false)
      setPrintRequests((count) => count + 1)
      fetchSheet()
    }
    window.addEventListener(PRINT_WANTED, wanted)
    const cancel = afterLoadWhenIdle(fetchSheet)
    return () => {
      mounted = false
      cancel()
      window.removeEventListener(PRINT_WANTED, wanted)
    }
  }, [])

  useEffect(() => {
    if (printRequests === printed.current || (!sheet && !unavailable)) return
    printed.current = printRequests
    void qrCodeDrawn().then(() => window.print())
  }, [printRequests, sheet, unavailable])

  return sheet ? <sheet.PrintSheet {...props} /> : null
}
