import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'
import { AppraisalForm } from '../components/forms/AppraisalForm'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { Seo } from '../components/Seo'
import * as styles from './pages.module.css'

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const services = data.siteSettings?.modules.services
  const items = services?.enabled ? services.items : []
  return (
    <Layout>
      <PageHeader title="Servicios">
        <p>Todo lo que necesitás para comprar, vender, alquilar o invertir con tranquilidad.</p>
      </PageHeader>
      <div className="container section">
        {items.length > 0 ? (
          <ul className={styles.cards}>
            {items.map((item) => (
              <li key={item.title || item.text} className={styles.card}>
                {item.title && <h2>{item.title}</h2>}
                {item.text && <p>{item.text}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            Consultanos por nuestros servicios: <Link to="/contacto">escribinos</Link> y te contamos
            cómo podemos ayudarte.
          </p>
        )}
        <section className="section" aria-labelledby="titulo-tasacion" id="tasacion">
          <h2 id="titulo-tasacion">Pedí una tasación</h2>
          <p className="prose">
            Tasamos tu propiedad con información real del mercado de la zona. Contanos dónde está y
            cómo es, y un tasador se comunica con vos.
          </p>
          <AppraisalForm />
        </section>
      </div>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Servicios"
    description="Servicios inmobiliarios y tasaciones."
    pathname={location.pathname}
  />
)

export const query = graphql`
  query ServicesPage {
    siteSettings {
      modules {
        services {
          enabled
          items {
            title
            text
          }
        }
      }
    }
  }
`
