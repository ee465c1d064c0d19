import { requestPrint } from './LazyPrintSheet'
import * as styles from './PrintButton.module.css'

/**
 * "Imprimir ficha": the browser's print dialog (once the sheet's block is there), which the
 * print stylesheet turns into the property's sheet. The browser's own print command gives the same sheet without it.
 */
export function PrintButton() {
  return (
    <button type="button" className={`no-print ${styles.button}`} onClick={requestPrint}>
      Imprimir ficha
    </button>
  )
}
