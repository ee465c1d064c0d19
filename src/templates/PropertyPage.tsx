import type { HeadProps, PageProps } from 'gatsby'
import { useEffect } from 'react'
import { Layout } from '../components/Layout'
import { PropertyView } from '../components/property/PropertyView'
import { Seo } from '../components/Seo'
import { coverPhoto } from '../domain/detail/photos'
import { propertyMetaDescription } from '../domain/property/propertyDetail'
import { propertyPath } from '../domain/site/urls'
import { afterLoadWhenIdle, useLiveCheck } from '../hooks/useLiveCheck'
import { useAppDispatch } from '../state/hooks'
import type { PropertyContext } from '../domain/contracts/pageContexts'

export default function PropertyPage({ pageContext }: PageProps<object, PropertyContext>) {
  const { property, operationId, related, monthly, qrCode } = pageContext
  const dispatch = useAppDispatch()
  // This visit joins the device's recently viewed list once the page is idle, with the code
  // that keeps it.
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        import('../state/recentlyViewedStorage').then(
          ({ recordPropertyVisit }) => recordPropertyVisit(property, operationId),
          // Offline, its code could not load: this visit is not kept, nothing else changes.
          () => undefined,
        )
      }),
    [property, operationId],
  )
  // The record as it is now, once the browser is idle: a new price, a reservation, a withdrawal.
  const check = useLiveCheck(
    async (signal) =>
      (await import('../state/liveChecks')).propertyCheck(dispatch, property, operationId, signal),
    `${property.id}:${operationId}`,
  )
  return (
    <Layout>
      <PropertyView
        property={property}
        operationId={operationId}
        related={related}
        monthly={monthly}
        check={check}
        qrCode={qrCode}
      />
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, PropertyContext>) {
  const { property, operationId, jsonLd } = pageContext
  return (
    <Seo
      title={property.title}
      description={propertyMetaDescription(property, operationId)}
      pathname={propertyPath(property, operationId)}
      image={coverPhoto(property.photos).image}
      jsonLd={jsonLd}
    />
  )
}
