import {
  makeDevelopment,
  makePhoto,
  makePrice,
  makeProperty,
  makeUnit,
} from '../../../__tests__/support/factories'
import { propertyBreadcrumbs } from './breadcrumbs'
import {
  breadcrumbListNode,
  developmentJsonLd,
  jsonLdDocument,
  offerNodes,
  placeNode,
  propertyJsonLd,
  propertyListingNode,
} from './jsonLd'
import type { Operation } from '../types'

const SITE = 'https://inmo.example'
const URL_ = 'https://inmo.example/propiedad/alquiler/gorriti-al-4300/7104123'
const sale: Operation = {
  operation_id: 1,
  operation_type: 'Venta',
  prices: [makePrice({ price: 185_000 })],
}
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 850_000, currency: 'ARS' }), makePrice({ price: null })],
}

describe('propertyListingNode', () => {
  it('describes the listing, its place and an offer per price, the page operation first', () => {
    const property = makeProperty({
      operations: [sale, rent],
      photos: [
        makePhoto({ image: 'https://cdn.example/1.jpg' }),
        makePhoto({ image: 'https://cdn.example/2.jpg', is_front_cover: true }),
      ],
    })
    const node = propertyListingNode(property, {
      operationId: 2,
      url: URL_,
      siteUrl: SITE,
      description: 'Muy luminoso.',
    })
    expect(node).toEqual({
      '@type': 'RealEstateListing',
      '@id': `${URL_}#ficha`,
      name: 'Luminoso 3 ambientes con balcón en Palermo',
      description: 'Muy luminoso.',
      url: URL_,
      image: ['https://cdn.example/2.jpg', 'https://cdn.example/1.jpg'],
      datePosted: '2024-03-18',
      about: {
        '@type': 'Place',
        name: 'Gorriti al 4300',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Gorriti al 4300',
          addressLocality: 'Palermo',
          addressRegion: 'Capital Federal',
          addressCountry: 'Argentina',
        },
        geo: { '@type': 'GeoCoordinates', latitude: -34.586921, longitude: -58.4312007 },
      },
      offers: [
        {
          '@type': 'Offer',
          name: 'Alquiler',
          price: 850_000,
          priceCurrency: 'ARS',
          availability: 'https://schema.org/InStock',
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          url: URL_,
        },
        {
          '@type': 'Offer',
          name: 'Venta',
          price: 185_000,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          businessFunction: 'http://purl.org/goodrelations/v1#Sell',
          url: URL_,
        },
      ],
    })
    expect(JSON.stringify(node)).not.toContain(property.real_address)
  })

  it('publishes no offer for a hidden price, no geo without coordinates, the placeholder picture', () => {
    const node = propertyListingNode(
      makeProperty({ web_price: false, geo: null, photos: [], created_at: '' }),
      { operationId: 1, url: URL_, siteUrl: SITE, description: '' },
    )
    expect(node).not.toHaveProperty('offers')
    expect(node).not.toHaveProperty('datePosted')
    expect(node.about).not.toHaveProperty('geo')
    expect(node.image).toEqual(['https://inmo.example/sin-imagen.svg'])
  })
})

describe('node builders', () => {
  it('leave empty address parts out', () => {
    const place = placeNode({
      name: 'Ruta 8 km 60',
      streetAddress: '',
      location: {
        id: null,
        country: 'Argentina',
        state: '',
        city: 'Pilar',
        neighborhood: '',
        name: 'Pilar',
        full_name: 'Pilar',
      },
      geo: null,
    })
    expect(place).toEqual({
      '@type': 'Place',
      name: 'Ruta 8 km 60',
      address: { '@type': 'PostalAddress', addressLocality: 'Pilar', addressCountry: 'Argentina' },
    })
  })

  it('skip prices without an amount', () => {
    expect(offerNodes([rent], { visible: true, url: URL_ })).toHaveLength(1)
  })

  it('give breadcrumbs absolute addresses, the page itself last', () => {
    expect(
      breadcrumbListNode(propertyBreadcrumbs('Casa', 2), { siteUrl: SITE, url: URL_ }),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://inmo.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Alquiler',
          item: 'https://inmo.example/alquiler',
        },
        { '@type': 'ListItem', position: 3, name: 'Casa', item: URL_ },
      ],
    })
  })

  it('wrap the nodes of a page in one document', () => {
    const place = placeNode({
      name: 'x',
      streetAddress: 'x',
      location: makeProperty().location,
      geo: null,
    })
    expect(jsonLdDocument(place)).toEqual({ '@context': 'https://schema.org', '@graph': [place] })
  })
})

describe('propertyJsonLd', () => {
  it("holds the listing and the breadcrumbs of the page's own address", () => {
    const doc = propertyJsonLd(makeProperty({ operations: [sale, rent] }), {
      operationId: 2,
      siteUrl: SITE,
    })
    const [listing, crumbs] = doc['@graph']
    expect(listing).toMatchObject({ '@type': 'RealEstateListing', url: URL_ })
    expect(listing).toMatchObject({ description: 'Muy luminoso.' })
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
  })
})

describe('developmentJsonLd', () => {
  const unit = (price: number) =>
    makeUnit({ operations: [{ ...sale, prices: [makePrice({ price })] }] })

  it('describes the development as a listing with one offer spanning its units', () => {
    const document = developmentJsonLd(makeDevelopment({ units: [unit(98_000), unit(150_000)] }), {
      siteUrl: SITE,
    })
    const [listing, crumbs] = document['@graph']
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Torre Aurora',
      url: 'https://inmo.example/emprendimientos/av.-demo-al-2500/41877',
      about: {
        '@type': 'Place',
        name: 'Torre Aurora',
        address: { streetAddress: 'Av. Demo al 2500', addressLocality: 'Palermo' },
        geo: { latitude: -34.58, longitude: -58.42 },
      },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 98_000,
        highPrice: 150_000,
        priceCurrency: 'USD',
        offerCount: 2,
      },
    })
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Inicio', item: 'https://inmo.example/' },
        { name: 'Emprendimientos', item: 'https://inmo.example/emprendimientos/' },
        {
          name: 'Torre Aurora',
          item: 'https://inmo.example/emprendimientos/av.-demo-al-2500/41877',
        },
      ],
    })
  })

  it('makes no offer without visible unit prices, and shows the placeholder without photos', () => {
    const [listing] = developmentJsonLd(makeDevelopment({ photos: [] }), { siteUrl: SITE })[
      '@graph'
    ]
    expect(listing).not.toHaveProperty('offers')
    expect(listing).toMatchObject({ image: ['https://inmo.example/sin-imagen.svg'] })
  })
})
