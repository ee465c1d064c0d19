import type { HeadFC } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { useSiteMetadata } from '../hooks/useSiteMetadata'
import * as styles from './index.module.css'

const SERVICES = [
  {
    title: 'Comprar',
    text: 'Departamentos, casas, PH, locales y terrenos en venta, con fotos, planos y recorridos 360°.',
  },
  {
    title: 'Alquilar',
    text: 'Alquileres tradicionales y temporarios, con el precio, las expensas y los requisitos a la vista.',
  },
  {
    title: 'Tasar y vender',
    text: 'Te ayudamos a poner en valor tu propiedad y a encontrar al comprador indicado.',
  },
]

export default function HomePage() {
  const site = useSiteMetadata()
  return (
    <Layout siteName={site.title}>
      <section className={styles.hero} aria-labelledby="titulo-inicio">
        <div className="container">
          <h1 id="titulo-inicio" className={styles.title}>
            Encontrá la propiedad que estás buscando
          </h1>
          <p className={styles.lead}>{site.description}</p>
        </div>
      </section>
      <section className="container" aria-labelledby="titulo-servicios">
        <h2 id="titulo-servicios">Cómo te ayudamos</h2>
        <ul className={styles.services}>
          {SERVICES.map((service) => (
            <li key={service.title} className={styles.service}>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => <Seo pathname={location.pathname} />
