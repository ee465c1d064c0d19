import type { HeadProps, PageProps } from 'gatsby'
import { favouriteActions } from '../components/favourites/FavouriteButton'
import { Layout } from '../components/Layout'
import { PropertyGrid } from '../components/PropertyGrid'
import { Seo } from '../components/Seo'
import { operationById } from '../domain/operations'
import type { ListingContext } from './contexts'
import * as styles from './ListingPage.module.css'

const HEADINGS = {
  1: 'Propiedades en venta',
  2: 'Propiedades en alquiler',
  3: 'Alquileres temporarios',
} as const

export default function ListingPage({ pageContext }: PageProps<object, ListingContext>) {
  const { operationId, cards, total } = pageContext
  return (
    <Layout>
      <div className="container">
        <header className={styles.head}>
          <h1>{HEADINGS[operationId]}</h1>
          <p className={styles.count} role="status">
            {total === 0
              ? 'No hay propiedades publicadas por ahora.'
              : `${total} ${total === 1 ? 'propiedad' : 'propiedades'}` +
                (cards.length < total ? ` · mostrando las ${cards.length} más recientes` : '')}
          </p>
        </header>
        <PropertyGrid
          cards={cards}
          eagerFirst
          headingLevel={2}
          label="Resultados"
          actionsFor={favouriteActions}
        />
      </div>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, ListingContext>) {
  const operation = operationById(pageContext.operationId)
  return (
    <Seo
      title={HEADINGS[pageContext.operationId]}
      description={`${pageContext.total} propiedades en ${operation.name.toLowerCase()}: fotos, precios, planos y ubicación.`}
      pathname={operation.path}
      image={pageContext.cards[0]?.photos[0]?.image}
    />
  )
}
