/**
 * schema.org data of the detail pages, rendered as JSON-LD by Seo. Built from small node
 * builders (address, place, offers, breadcrumbs) so other listings (developments) compose the same
 * pieces; a page passes one document holding its nodes in an @graph.
 */
import { developmentBreadcrumbs, propertyBreadcrumbs, type Crumb } from './breadcrumbs'
import { developmentMetaDescription, unitPriceRange } from '../development/developmentDetail'
import { NO_IMAGE_PATH, photosCoverFirst } from './photos'
import { hasAmount } from '../property/price'
import { operationsPageFirst, propertyMetaDescription } from '../property/propertyDetail'
import type {
  Currency,
  Development,
  GeoPoint,
  Location,
  Operation,
  OperationId,
  Property,
} from '../types'
import { absoluteUrl, developmentPath, propertyPath } from '../site/urls'

export const SCHEMA_CONTEXT = 'https://schema.org'

export interface PostalAddressNode {
  '@type': 'PostalAddress'
  streetAddress?: string
  addressLocality?: string
  addressRegion?: string
  addressCountry?: string
}

export interface GeoCoordinatesNode {
  '@type': 'GeoCoordinates'
  latitude: number
  longitude: number
}

export interface PlaceNode {
  '@type': 'Place'
  name: string
  address: PostalAddressNode
  geo?: GeoCoordinatesNode
}

export interface OfferNode {
  '@type': 'Offer'
  name: string
  price: number
  priceCurrency: Currency
  availability: 'https://schema.org/InStock'
  businessFunction: string
  url: string
}

export interface RealEstateListingNode {
  '@type': 'RealEstateListing'
  '@id': string
  name: string
  description: string
  url: string
  image: string[]
  datePosted?: string
  about: PlaceNode
  offers?: OfferNode[]
}

export interface BreadcrumbListNode {
  '@type': 'BreadcrumbList'
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[]
}

export interface AggregateOfferNode {
  '@type': 'AggregateOffer'
  lowPrice: number
  highPrice: number
  priceCurrency: Currency
  offerCount: number
  availability: 'https://schema.org/InStock'
  businessFunction: string
  url: string
}

export interface DevelopmentListingNode extends Omit<RealEstateListingNode, 'offers'> {
  offers?: AggregateOfferNode
}

export type JsonLdNode =
  RealEstateListingNode | DevelopmentListingNode | BreadcrumbListNode | PlaceNode

export interface JsonLdDocument {
  '@context': typeof SCHEMA_CONTEXT
  '@graph': JsonLdNode[]
}

/** One JSON-LD document for a page's nodes. */
export function jsonLdDocument(...nodes: JsonLdNode[]): JsonLdDocument {
  return { '@context': SCHEMA_CONTEXT, '@graph': nodes }
}

/** Keys with empty text left out, so no node claims an empty street or region. */
function withoutEmpty<T extends object>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== '' && value !== undefined),
  ) as T
}

/** The postal address of a listing: its public street address and its location. */
export function postalAddressNode(streetAddress: string, location: Location): PostalAddressNode {
  return withoutEmpty({
    '@type': 'PostalAddress' as const,
    streetAddress: streetAddress.trim(),
    addressLocality: location.neighborhood || location.city || location.name,
    addressRegion: location.state,
    addressCountry: location.country,
  })
}

export function geoCoordinatesNode(point: GeoPoint): GeoCoordinatesNode {
  return { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng }
}

/** The place a listing is about: public address, location and coordinates when known. */
export function placeNode({
  name,
  streetAddress,
  location,
  geo,
}: {
  name: string
  streetAddress: string
  location: Location
  geo: GeoPoint | null
}): PlaceNode {
  const address = postalAddressNode(streetAddress, location)
  const place: PlaceNode = { '@type': 'Place', name, address }
  return geo ? { ...place, geo: geoCoordinatesNode(geo) } : place
}

// GoodRelations business functions, the values schema.org gives for Offer.businessFunction.
const BUSINESS_FUNCTION: Record<OperationId, string> = {
  1: 'http://purl.org/goodrelations/v1#Sell',
  2: 'http://purl.org/goodrelations/v1#LeaseOut',
  3: 'http://purl.org/goodrelations/v1#LeaseOut',
}

/**
 * One Offer per priced amount of each operation, in the given order. A hidden price gives no
 * offers: the agency chose not to publish it, and JSON-LD is public too.
 */
export function offerNodes(
  operations: readonly Operation[],
  { visible, url }: { visible: boolean; url: string },
): OfferNode[] {
  if (!visible) return []
  return operations.flatMap((operation) =>
    operation.prices.filter(hasAmount).map((price) => ({
      '@type': 'Offer' as const,
      name: operation.operation_type,
      price: price.price,
      priceCurrency: price.currency,
      availability: 'https://schema.org/InStock' as const,
      businessFunction: BUSINESS_FUNCTION[operation.operation_id],
      url,
    })),
  )
}

/** A BreadcrumbList of absolute addresses; the last crumb is the page itself. */
export function breadcrumbListNode(
  crumbs: readonly Crumb[],
  { siteUrl, url }: { siteUrl: string; url: string },
): BreadcrumbListNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.path ? absoluteUrl(siteUrl, crumb.path) : url,
    })),
  }
}

// Enough pictures for a search engine's choice; the page itself has them all.
const JSON_LD_IMAGES = 5

/** The listing of a property page: its place, pictures and an offer per price. */
export function propertyListingNode(
  property: Property,
  {
    operationId,
    url,
    siteUrl,
    description,
  }: { operationId: OperationId; url: string; siteUrl: string; description: string },
): RealEstateListingNode {
  const photos = photosCoverFirst(property.photos).slice(0, JSON_LD_IMAGES)
  const image = photos.length
    ? photos.map((photo) => photo.image)
    : [absoluteUrl(siteUrl, NO_IMAGE_PATH)]
  const offers = offerNodes(operationsPageFirst(property, operationId), {
    visible: property.web_price,
    url,
  })
  // The fake (display) address: the real one is the agency's to give.
  const publicAddress = property.fake_address || property.address
  const datePosted = /^\d{4}-\d{2}-\d{2}/.exec(property.created_at)?.[0]
  return {
    '@type': 'RealEstateListing',
    '@id': `${url}#ficha`,
    name: property.title,
    description,
    url,
    image,
    ...(datePosted ? { datePosted } : {}),
    about: placeNode({
      name: publicAddress,
      streetAddress: publicAddress,
      location: property.location,
      geo: property.geo,
    }),
    ...(offers.length ? { offers } : {}),
  }
}

/** The JSON-LD document of a property page: its listing and its breadcrumbs. */
export function propertyJsonLd(
  property: Property,
  { operationId, siteUrl }: { operationId: OperationId; siteUrl: string },
): JsonLdDocument {
  const url = absoluteUrl(siteUrl, propertyPath(property, operationId))
  const description = propertyMetaDescription(property, operationId)
  return jsonLdDocument(
    propertyListingNode(property, { operationId, url, siteUrl, description }),
    breadcrumbListNode(propertyBreadcrumbs(property.title, operationId), { siteUrl, url }),
  )
}

/**
 * The JSON-LD document of a development page: the development as a listing whose offer spans
 * its units' sale prices (one AggregateOffer, not an offer per unit), and its breadcrumbs.
 */
export function developmentJsonLd(
  development: Development,
  { siteUrl }: { siteUrl: string },
): JsonLdDocument {
  const url = absoluteUrl(siteUrl, developmentPath(development))
  const photos = photosCoverFirst(development.photos).slice(0, JSON_LD_IMAGES)
  const range = unitPriceRange(development)
  const publicAddress = development.fake_address || development.address
  const listing: DevelopmentListingNode = {
    '@type': 'RealEstateListing',
    '@id': `${url}#ficha`,
    name: development.name,
    description: developmentMetaDescription(development),
    url,
    image: photos.length
      ? photos.map((photo) => photo.image)
      : [absoluteUrl(siteUrl, NO_IMAGE_PATH)],
    about: placeNode({
      name: development.name,
      streetAddress: publicAddress,
      location: development.location,
      geo: development.geo,
    }),
    ...(range
      ? {
          offers: {
            '@type': 'AggregateOffer' as const,
            lowPrice: range.low,
            highPrice: range.high,
            priceCurrency: range.currency,
            offerCount: range.count,
            availability: 'https://schema.org/InStock' as const,
            businessFunction: BUSINESS_FUNCTION[1],
            url,
          },
        }
      : {}),
  }
  return jsonLdDocument(
    listing,
    breadcrumbListNode(developmentBreadcrumbs(development.name), { siteUrl, url }),
  )
}
