import { Link, type HeadProps, type PageProps } from 'gatsby'
import { DevelopmentCard } from '../components/DevelopmentCard'
import { Layout } from '../components/Layout'
import { LatestNews } from '../components/LatestNews'
import { FeaturedProperties } from '../components/FeaturedProperties'
import { LazyRecentlyViewed } from '../components/LazyRecentlyViewed'
import { HeroPicture } from '../components/HeroPicture'
import { OperationCounters } from '../components/OperationCounters'
import { QuickSearch } from '../components/QuickSearch'
import { Seo } from '../components/Seo'
import { DEVELOPMENTS_PATH, NEWS_PATH } from '../domain/site/urls'
import { useSite } from '../hooks/useSite'
import type { HomeContext } from '../domain/contracts/pageContexts'
import * as styles from './HomePage.module.css'

export default function HomePage({ pageContext }: PageProps<object, HomeContext>) {
  const { featured, developments, news, counts, locations, types } = pageContext
  const { settings } = useSite()
  return (
    <Layout>
      <section className={styles.hero} aria-labelledby="titulo-inicio">
        <HeroPicture />
        <div className={`container ${styles.heroContent}`}>
          <h1 id="titulo-inicio" className={styles.title}>
            Encontrá la propiedad que estás buscando
          </h1>
          <p className={styles.lead}>
            {settings.seo.description || `${settings.name}: propiedades en venta y alquiler.`}
          </p>
          <QuickSearch locations={locations} types={types} counts={counts} />
        </div>
      </section>

      <OperationCounters built={counts} />

      {featured.length > 0 && (
        <section className="container section" aria-labelledby="titulo-destacadas">
          <div className="section-head">
            <h2 id="titulo-destacadas">Propiedades destacadas</h2>
          </div>
          <FeaturedProperties built={featured} />
        </section>
      )}

      <LazyRecentlyViewed className="container section" />

      {developments.length > 0 && (
        <section className="container section" aria-labelledby="titulo-emprendimientos">
          <div className="section-head">
            <h2 id="titulo-emprendimientos">Emprendimientos</h2>
            <Link to={DEVELOPMENTS_PATH}>Ver todos los emprendimientos</Link>
          </div>
          <ul className={styles.row}>
            {developments.map((card) => (
              <li key={card.id}>
                <DevelopmentCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {news.length > 0 && (
        <section className="container section" aria-labelledby="titulo-novedades">
          <div className="section-head">
            <h2 id="titulo-novedades">Novedades</h2>
            <Link to={NEWS_PATH}>Ver todas las novedades</Link>
          </div>
          <LatestNews built={news} className={styles.row} />
        </section>
      )}

      <section className={`container section`} aria-labelledby="titulo-tasacion">
        <div className={styles.cta}>
          <div>
            <h2 id="titulo-tasacion">¿Querés vender o alquilar tu propiedad?</h2>
            <p>Te ayudamos a tasarla y a encontrar al comprador o inquilino indicado.</p>
          </div>
          <Link
            className="button"
            to={settings.modules.services.enabled ? '/servicios#tasacion' : '/contacto'}
          >
            Pedí una tasación
          </Link>
        </div>
      </section>
    </Layout>
  )
}

export function Head({ location }: HeadProps<object, HomeContext>) {
  return <Seo pathname={location.pathname} image="/og-inicio.jpg" />
}
