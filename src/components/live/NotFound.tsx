import { Link } from 'gatsby'
import { LIVE_ADDRESS_PATTERN } from '../../domain/site/liveAddress'
import * as styles from './NotFound.module.css'

/** The class the inline script puts on <html> while an address may be a record newer than the build. */
export const LOOKUP_CLASS = 'buscando-publicacion'

// Runs before the first paint of the static 404 page: an address with the shape of a property,
// development or news page shows "Buscando…" until React has fetched the record, instead of a
// "not found" that is not known yet.
const lookupScript = `if(new RegExp(${JSON.stringify(LIVE_ADDRESS_PATTERN)}).test(location.pathname))document.documentElement.classList.add(${JSON.stringify(LOOKUP_CLASS)})`

/** What the 404 page says: not found, with ways on. */
export function NotFoundMessage({ title = 'No encontramos esta página' }: { title?: string }) {
  return (
    <section className="container section prose">
      <h1>{title}</h1>
      <p>
        Es posible que la dirección esté mal escrita o que la publicación ya no esté disponible.
      </p>
      <p>
        <Link to="/">Volver al inicio</Link> · <Link to="/venta">Ver propiedades en venta</Link> ·{' '}
        <Link to="/contacto">Escribinos</Link>
      </p>
    </section>
  )
}

/** The wait for a record fetched live. */
export function LookingUp() {
  return (
    <section className="container section prose" aria-busy="true">
      <h1>Buscando la publicación…</h1>
      <p role="status">Un momento: estamos buscando la publicación más reciente.</p>
    </section>
  )
}

/** A record fetched live that could not be shown (the service, or the code that shows it). */
export function LookupFailed({
  message = 'Revisá tu conexión y probá de nuevo.',
  retry,
}: {
  message?: string
  retry: () => void
}) {
  return (
    <section className="container section prose">
      <h1>No pudimos cargar la publicación</h1>
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={retry}>
        Reintentar
      </button>
    </section>
  )
}

/** The static 404 page: the message, or "Buscando…" when the script above recognised the address. */
export function StaticNotFound() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: lookupScript }} />
      <div className={styles.lookingUp}>
        <LookingUp />
      </div>
      <div className={styles.notFound}>
        <NotFoundMessage />
      </div>
    </>
  )
}
