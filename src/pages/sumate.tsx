import type { HeadFC } from 'gatsby'
import { ApplicationForm } from '../components/forms/ApplicationForm'
import { Layout } from '../components/Layout'
import { PageHeader } from '../components/PageHeader'
import { Seo } from '../components/Seo'
import { useSite } from '../hooks/useSite'
import * as styles from './pages.module.css'

export default function JoinPage() {
  const { settings } = useSite()
  const { positions } = settings.modules.sumate
  return (
    <Layout>
      <PageHeader title="Sumate a nuestro equipo">
        <p>Buscamos personas que quieran crecer en el mercado inmobiliario con {settings.name}.</p>
      </PageHeader>
      <div className="container section">
        <section aria-labelledby="titulo-busquedas">
          <h2 id="titulo-busquedas">Búsquedas abiertas</h2>
          {positions.length > 0 ? (
            <ul className={styles.cards}>
              {positions.map((position) => (
                <li key={position} className={styles.card}>
                  <h3>{position}</h3>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              No tenemos búsquedas abiertas en este momento. Volvé a visitarnos pronto.
            </p>
          )}
        </section>
        <section className="section" aria-labelledby="titulo-postulacion" id="postulacion">
          <h2 id="titulo-postulacion">Postulate</h2>
          <p className="prose">
            Completá tus datos y adjuntá tu CV: lo leemos con atención y te contactamos si tu perfil
            coincide con alguna búsqueda.
          </p>
          <ApplicationForm positions={positions} />
        </section>
      </div>
    </Layout>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Sumate"
    description="Búsquedas laborales abiertas en la inmobiliaria."
    pathname={location.pathname}
  />
)
