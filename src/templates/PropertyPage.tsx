import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { findOperation, formatFullPrice, mainPrice } from '../domain/price'
import { propertyPath } from '../domain/urls'
import type { PropertyContext } from './contexts'

export default function PropertyPage({ pageContext }: PageProps<object, PropertyContext>) {
  const { property, operationId } = pageContext
  const price = mainPrice(findOperation(property, operationId))
  return (
    <Layout>
      <article className="container section">
        <h1>{property.title}</h1>
        <p>{formatFullPrice(price, { visible: property.web_price })}</p>
      </article>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, PropertyContext>) {
  const { property, operationId } = pageContext
  return (
    <Seo
      title={property.title}
      description={property.description_text}
      pathname={propertyPath(property, operationId)}
    />
  )
}
