/**
 * A property, development or news entry published after the build, at its canonical address
 * (the 404 page hands the address over): fetched through the site's server and rendered with the
 * components of its static template, until the next build makes it static.
 */
import { navigate } from 'gatsby'
import { useEffect } from 'react'
import { developmentMetaDescription } from '../../domain/development/developmentDetail'
import { coverPhoto } from '../../domain/detail/photos'
import { findOperation } from '../../domain/property/price'
import { propertyMetaDescription } from '../../domain/property/propertyDetail'
import type { Development, Property } from '../../domain/types'
import { samePagePath, type LiveAddress } from '../../domain/site/liveAddress'
import { developmentPath, newsPath, propertyPath } from '../../domain/site/urls'
import { developmentLookedUp } from '../../state/developmentsSlice'
import { propertyLookedUp } from '../../state/favouritesSlice'
import { useLookup } from '../../hooks/useLookup'
import { DevelopmentView } from '../development/DevelopmentView'
import { LiveNewsEntry } from '../LiveNewsEntry'
import { pageMonthlyCost } from '../../domain/property/pageMonthlyCost'
import { LiveSeo, LiveTitle } from './LiveSeo'
import { useOnDemand } from '../../hooks/useOnDemand'
import { onDemand } from '../../hooks/onDemand'
import { LookingUp, LookupFailed, NotFoundMessage } from './NotFound'

// In the property template's own chunk (webpack merges chunks of one name; Gatsby names each
// template's chunk so): the view then travels whole with the template, instead of in a chunk
// of its own that every property page would fetch beside it.
const propertyViewCode = onDemand(
  () =>
    import(
      /* webpackChunkName: "component---src-templates-property-page-tsx" */ '../property/PropertyView'
    ),
)

// Addresses already sent on to their record's canonical one: never twice, so two spellings of
// one address can never bounce the visitor between them.
const redirected = new Set<string>()

/**
 * The record's canonical address when the visitor came by another spelling of it (an old fake
 * address, another operation): sent there, where its static page may even exist. True while the
 * visitor is on the way.
 */
function useCanonical(pathname: string, canonical: string | null): boolean {
  const elsewhere =
    canonical !== null && !samePagePath(pathname, canonical) && !redirected.has(pathname)
  useEffect(() => {
    if (!elsewhere || canonical === null) return
    redirected.add(pathname)
    void navigate(canonical, { replace: true })
  }, [elsewhere, canonical, pathname])
  return elsewhere
}

function Failed({ message, retry }: { message?: string; retry: () => void }) {
  return (
    <>
      <LiveTitle title="No pudimos cargar la publicación" />
      <LookupFailed message={message} retry={retry} />
    </>
  )
}

function Missing({ title }: { title: string }) {
  return (
    <>
      <LiveTitle title={title} />
      <NotFoundMessage title={title} />
    </>
  )
}

function LiveProperty({
  address,
  pathname,
}: {
  address: LiveAddress & { kind: 'property' }
  pathname: string
}) {
  const { state, retry } = useLookup<Property>(propertyLookedUp, address.id)
  const property = state.status === 'found' ? state.record : null
  // Its page for this operation, or for its first one when it is no longer offered for this.
  const operationId =
    property && !findOperation(property, address.operationId)
      ? (property.operations[0]?.operation_id ?? address.operationId)
      : address.operationId
  const canonical = property ? propertyPath(property, operationId) : null
  const leaving = useCanonical(pathname, canonical)
  const view = useOnDemand(propertyViewCode)
  if (state.status === 'missing') return <Missing title="No encontramos esta propiedad" />
  if (state.status === 'failed') return <Failed message={state.message} retry={retry} />
  if (view.failed) return <Failed retry={view.retry} />
  if (!property || leaving || !view.module) return <LookingUp />
  return (
    <>
      <LiveSeo
        title={property.title}
        description={propertyMetaDescription(property, operationId)}
        pathname={canonical!}
        image={coverPhoto(property.photos).image}
      />
      <view.module.PropertyView
        property={property}
        operationId={operationId}
        related={[]}
        monthly={pageMonthlyCost(property, operationId)}
      />
    </>
  )
}

function LiveDevelopment({ id, pathname }: { id: number; pathname: string }) {
  const { state, retry } = useLookup<Development>(developmentLookedUp, id)
  const development = state.status === 'found' ? state.record : null
  const canonical = development ? developmentPath(development) : null
  const leaving = useCanonical(pathname, canonical)
  if (state.status === 'missing') return <Missing title="No encontramos este emprendimiento" />
  if (state.status === 'failed') return <Failed message={state.message} retry={retry} />
  if (!development || leaving) return <LookingUp />
  return (
    <>
      <LiveSeo
        title={development.name}
        description={developmentMetaDescription(development)}
        pathname={canonical!}
        image={coverPhoto(development.photos).image}
      />
      <DevelopmentView development={development} />
    </>
  )
}

export default function LiveRecord({
  address,
  pathname,
}: {
  address: LiveAddress
  pathname: string
}) {
  if (address.kind === 'property') return <LiveProperty address={address} pathname={pathname} />
  if (address.kind === 'development') return <LiveDevelopment id={address.id} pathname={pathname} />
  return (
    <LiveNewsEntry
      id={address.id}
      head={(entry) =>
        entry ? (
          <LiveSeo
            title={entry.title || 'Novedad'}
            description={entry.headline}
            pathname={newsPath(entry)}
            image={entry.main_image}
            type="article"
          />
        ) : (
          <LiveTitle title="No encontramos esta novedad" />
        )
      }
    />
  )
}
