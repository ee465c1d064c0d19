import { sheetContacts } from '../../domain/property/printSheet'
import type { Producer } from '../../domain/types'
import { useSite } from '../../hooks/useSite'
import * as styles from './PrintSheet.module.css'

export interface PrintSheetProps {
  /** The page's canonical address, written under its QR code. */
  url: string
  /** The QR code's file (gatsby/qrCodes.ts); null where the build drew none (a live record). */
  qrCode: string | null
  producer: Producer | null
}

/**
 * What only the printed sheet shows, under the page's own title, price, facts and description:
 * the QR code of the page and who to call. Hidden on screen (and so from screen readers there).
 */
export function PrintSheet({ url, qrCode, producer }: PrintSheetProps) {
  const { settings } = useSite()
  return (
    <aside
      className={`print-only ${styles.sheet}`}
      aria-label="Datos de contacto de la ficha"
      data-print-sheet
    >
      {qrCode && (
        <figure className={styles.qr}>
          {/* Not lazy: the browser's own print command must find it loaded. */}
          <img src={qrCode} alt="Código QR de esta ficha" width={104} height={104} data-sheet-qr />
          <figcaption>
            Escaneá el código para ver la ficha actualizada:
            <br />
            <span className={styles.url}>{url}</span>
          </figcaption>
        </figure>
      )}
      <dl className={styles.contacts}>
        {sheetContacts(settings, producer).map((contact) => (
          <div key={contact.role}>
            <dt>{contact.role}</dt>
            <dd>
              <strong>{contact.name}</strong>
              {contact.details.map((detail) => (
                <span key={detail}>
                  <br />
                  {detail}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
