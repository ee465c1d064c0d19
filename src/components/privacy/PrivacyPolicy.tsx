import { Link } from 'gatsby'
import { mailtoHref } from '../../domain/leads/mailto'
import { LEAD_KINDS } from '../../domain/leads/leadRequests'
import { LEAD_USES } from '../../domain/leads/privacy'
import { officeAddress } from '../../domain/site/officeAddress'
import { ACCESS_RIGHT_LEGEND } from '../../domain/leads/privacyLegend'
import type { Site } from '../../hooks/useSite'
import * as styles from './PrivacyPolicy.module.css'

/** The agency's email as a link, or what to do when the settings name none. */
function MailOrWayAround({ mail }: { mail: string }) {
  const href = mailtoHref(mail)
  if (href) return <a href={href}>{mail}</a>
  if (mail) return <>{mail}</>
  return (
    <>
      los medios de <Link to="/contacto/">contacto</Link> (la inmobiliaria no publicó un email en
      este sitio)
    </>
  )
}

function Holder({ site }: { site: Site }) {
  const { name, contact, location } = site.settings
  const address = officeAddress(location)
  return (
    <section aria-labelledby="privacidad-responsable">
      <h2 id="privacidad-responsable">Quién es responsable de tus datos</h2>
      <p>
        {name} es responsable de la base de datos que forman los datos que dejás en los formularios
        de este sitio.
      </p>
      <ul>
        <li>
          Domicilio:{' '}
          {address ?? 'la inmobiliaria no publicó su domicilio en este sitio; pedilo por email.'}
        </li>
        <li>
          Email: <MailOrWayAround mail={contact.mail.trim()} />
        </li>
      </ul>
    </section>
  )
}

function Purposes({ name }: { name: string }) {
  return (
    <section aria-labelledby="privacidad-fines">
      <h2 id="privacidad-fines">Para qué los usamos y quién los recibe</h2>
      <ul>
        {LEAD_KINDS.map((kind) => (
          <li key={kind}>
            <strong>{LEAD_USES[kind].form}</strong>: para {LEAD_USES[kind].purpose}.
          </li>
        ))}
      </ul>
      <p>
        El newsletter y los avisos de nuevas propiedades te llegan solo si los pedís en su propio
        formulario: ningún otro formulario te suscribe.
      </p>
      <p>
        El sitio no guarda lo que enviás: lo entrega a dos sistemas de {name}, su CRM (Tokko
        Broker), donde un asesor lee tu mensaje y te responde, y el sistema de gestión de su sitio
        web, que recibe una copia. La postulación, con tu CV, va solo al sistema de gestión del
        sitio.
      </p>
      <p>
        En cada formulario, los campos marcados «(opcional)» podés dejarlos vacíos; los demás son
        obligatorios: sin ellos no podemos responderte ni, en una postulación, evaluarla. En la
        postulación, la fecha de nacimiento y el género son opcionales.
      </p>
    </section>
  )
}

function Retention({ name }: { name: string }) {
  return (
    <section aria-labelledby="privacidad-plazos">
      <h2 id="privacidad-plazos">Cuánto tiempo se conservan</h2>
      <ul>
        <li>
          El servidor de este sitio no conserva lo que enviás: lo entrega y no guarda copia. Para
          frenar abusos cuenta los envíos y las consultas de cada dirección IP en la última hora:
          anota la dirección y la hora, nunca lo que escribiste.
        </li>
        <li>
          Cuando tocás un botón de WhatsApp, el mensaje lleva al final una referencia corta (por
          ejemplo «Ref. 7K2Q») y el sitio anota por 90 días esa referencia, la hora, la página, la
          propiedad o el emprendimiento y de dónde llegaste al sitio, para que la inmobiliaria sepa
          desde dónde le escribís; nunca tu dirección IP ni tu navegador.
        </li>
        <li>
          En el CRM y en el sistema de gestión de {name}, tus datos se conservan mientras dure tu
          relación con la inmobiliaria (tu consulta, una operación, tu postulación o tu suscripción)
          o hasta que pidas su supresión, salvo que una norma obligue a guardarlos más tiempo.
        </li>
        <li>
          Tu navegador guarda en tu dispositivo tus favoritos, las propiedades que viste, las
          búsquedas que hiciste, si elegiste el modo claro u oscuro y, por 90 días, de dónde
          llegaste al sitio (un anuncio, una red social, un enlace compartido), que viaja solo con
          una consulta que envíes o al tocar un botón de WhatsApp, para que la inmobiliaria sepa
          cómo la conociste; un formulario guarda un borrador mientras la pestaña siga abierta
          (nunca el CV, la fecha de nacimiento ni el género). Nada de eso llega a la inmobiliaria
          salvo lo que envíes, y podés borrarlo desde tu navegador.
        </li>
      </ul>
    </section>
  )
}

function Rights({ site }: { site: Site }) {
  return (
    <section aria-labelledby="privacidad-derechos">
      <h2 id="privacidad-derechos">Tus derechos</h2>
      <p>
        Podés pedir acceso a tus datos, su rectificación, actualización o supresión (Ley 25.326,
        artículos 14 a 16), y la baja del newsletter o de un aviso, escribiendo a{' '}
        <MailOrWayAround mail={site.settings.contact.mail.trim()} />. El acceso se responde dentro
        de los 10 días corridos; la rectificación o la supresión, dentro de los 5 días hábiles.
      </p>
      <p className={styles.legend}>{ACCESS_RIGHT_LEGEND}</p>
      <p>
        Los reclamos se presentan ante la Agencia de Acceso a la Información Pública:{' '}
        <a href="https://www.argentina.gob.ar/aaip" rel="noopener">
          argentina.gob.ar/aaip
        </a>
        .
      </p>
    </section>
  )
}

/** The privacy policy (Ley 25.326 art. 6, Disposición 10/2008), from the agency's settings. */
export function PrivacyPolicy({ site }: { site: Site }) {
  const { name } = site.settings
  return (
    <div className={`prose ${styles.policy}`}>
      <Holder site={site} />
      <Purposes name={name} />
      <Retention name={name} />
      <Rights site={site} />
    </div>
  )
}
