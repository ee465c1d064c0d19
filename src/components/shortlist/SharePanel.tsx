import { useId, useState } from 'react'
import { selectionIds, sharedSelectionUrl } from '../../domain/favourites/shortlist'
import { sharedLink } from '../../domain/leads/attribution'
import { ShareLinks } from '../detail/ShareLinks'
import * as styles from './Shortlist.module.css'

const SHARE_TITLE = 'Mi selección de propiedades'

type Copy = 'idle' | 'copied' | 'failed'

/**
 * The panel of "Compartir mi selección": an address that opens these properties read-only for
 * someone else (nothing is stored: the address carries the list), to copy, hand to the phone's
 * own sharing, or send by WhatsApp or email.
 */
export function SharePanel({ ids }: { ids: readonly number[] }) {
  const [copy, setCopy] = useState<Copy>('idle')
  const fieldId = useId()
  const url = sharedSelectionUrl(window.location.origin, ids)
  // Marked by how it left (a copied link, the phone's share sheet): a visit it brings says so.
  const copied = sharedLink(url, 'enlace')
  const canShare = typeof navigator.share === 'function'

  const copyLink = () => {
    navigator.clipboard.writeText(copied).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    )
  }

  return (
    <>
      <label htmlFor={fieldId}>Enlace a tu selección ({selectionIds(ids).length})</label>
      <div className={styles.linkRow}>
        <input
          id={fieldId}
          type="text"
          readOnly
          value={copied}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copyLink}>
          Copiar enlace
        </button>
        {canShare && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              // A dismissed share sheet rejects: nothing to say about it.
              navigator
                .share({ title: SHARE_TITLE, url: sharedLink(url, 'compartir') })
                .catch(() => undefined)
            }}
          >
            Compartir…
          </button>
        )}
      </div>
      <p className={styles.status} role="status">
        {copy === 'copied'
          ? 'Copiamos el enlace: pegalo donde quieras.'
          : copy === 'failed'
            ? 'No pudimos copiarlo: seleccioná el enlace y copialo a mano.'
            : ''}
      </p>
      <p className={styles.note}>
        Quien lo abra ve estas propiedades tal como están publicadas, y puede guardarlas en sus
        favoritos. Tus favoritos no cambian.
      </p>
      <ShareLinks url={url} title={SHARE_TITLE} />
    </>
  )
}
