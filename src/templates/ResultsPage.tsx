import { Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { PropertyGrid } from '../components/PropertyGrid'
import { ResultsPagesNav } from '../components/listing/ResultsPagesNav'
import { Seo } from '../components/Seo'
import type { ResultsPageContext } from '../domain/contracts/pageContexts'
import { resultsPagePath } from '../domain/listing/resultsPages'
import { RESULTS_IN_HTML } from '../domain/listing/search'
import { countLabel } from '../domain/site/countWords'
import { LISTING_HEADINGS, operationById } from '../domain/site/operations'
import * as styles from './ResultsPage.module.css'

/**
 * A further page of a listing's default results (/venta/pagina/2…): what "Ver más" opens in a
 * browser without scripts, and how crawlers reach every listed property. Searching with filters
 * is the listing's.
 */
export default function ResultsPage({ pageContext }: PageProps<object, ResultsPageContext>) {
  const { operationId, page, pageCount, cards, total } = pageContext
  const operation = operationById(operationId)
  return (
    <Layout>
      <div className="container">
        <header className={styles.head}>
          <h1>{LISTING_HEADINGS[operationId]}</h1>
          <p>
            Página {page} de {pageCount} · {countLabel(total, 'propiedad', 'propiedades')}, de la
            más reciente a la más antigua · <Link to={operation.path}>Buscar con filtros</Link>
          </p>
        </header>
        {cards.length > 0 ? (
          <PropertyGrid
            cards={cards}
            eagerFirst
            headingLevel={2}
            label="Resultados"
            firstPaintCount={RESULTS_IN_HTML}
          />
        ) : (
          <p>Las propiedades de esta página ya no están publicadas.</p>
        )}
        <ResultsPagesNav operation={operation} page={page} pageCount={pageCount} />
      </div>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, ResultsPageContext>) {
  const { operationId, page, total, cards } = pageContext
  const operation = operationById(operationId)
  return (
    <Seo
      title={`${LISTING_HEADINGS[operationId]} · página ${page}`}
      description={`Página ${page} de las ${total} propiedades en ${operation.name.toLowerCase()}: fotos, precios y ubicación.`}
      pathname={resultsPagePath(operation, page)}
      image={cards[0]?.photos[0]?.image}
    />
  )
}
