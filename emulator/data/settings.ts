/** The backend's site settings for the demo agency, with every module switched on. */
import type { RawSiteSettings, TokkoProducer } from '../../src/broker/wireTypes'
import { photoUrl } from './mediaAddresses'
import { AGENCY_DOMAIN } from './producers'
import { ARS_PER_USD } from './shapes'

export type ListingSource = 'tokko' | 'backend'

export interface SettingsOptions {
  base: string
  clientId: number
  tokkoKey: string
  listingSource: ListingSource
  producers: TokkoProducer[]
}

export const AGENCY_NAME = 'Inmobiliaria Demo'

/** The configuration the backend answers for the demo client. */
export function generateSettings(options: SettingsOptions): RawSiteSettings {
  return {
    name: AGENCY_NAME,
    client_id: options.clientId,
    social: {
      instagram: 'https://www.instagram.com/inmobiliaria.demo',
      facebook: 'https://www.facebook.com/inmobiliaria.demo',
      twitter: '',
      linkedin: 'https://www.linkedin.com/company/inmobiliaria-demo',
      youtube: 'https://www.youtube.com/@inmobiliariademo',
    },
    contact: {
      phone: '+54 11 5555-0100',
      whatsapp: '5491155550100',
      mail: `info@${AGENCY_DOMAIN}`,
    },
    location: {
      address: 'Av. Santa Fe 3421',
      city: 'Palermo, Ciudad de Buenos Aires',
      geo_lat: '-34.5880150',
      geo_long: '-58.4107640',
    },
    // The maps key is fake: the site accepts any key (spec §5) and maps do not load offline anyway.
    keys: { tokko: options.tokkoKey, google_maps: 'AIzaSyDEMO-no-es-una-clave-real-000000' },
    seo: {
      title: `${AGENCY_NAME} | Propiedades en venta y alquiler en Buenos Aires`,
      description:
        'Departamentos, casas, PH, oficinas y emprendimientos en Palermo, Belgrano, Núñez y Zona Norte.',
      image: photoUrl(options.base, 'brand', 1, 0, 'original'),
    },
    listing_source: options.listingSource,
    modules: {
      services: {
        enabled: true,
        items: [
          {
            title: 'Tasaciones',
            text: 'Tasamos tu propiedad con datos de operaciones reales de la zona.',
          },
          {
            title: 'Administración de alquileres',
            text: 'Cobranzas, contratos y mantenimiento, sin que te preocupes.',
          },
          { title: 'Asesoramiento legal', text: 'Escribanos y abogados acompañan cada operación.' },
          {
            title: 'Emprendimientos',
            text: 'Comercializamos proyectos desde el pozo hasta la entrega.',
          },
        ],
      },
      sumate: {
        positions: ['Asesor/a comercial', 'Captador/a de propiedades', 'Administrativo/a'],
      },
      compare: true,
      about: {
        title: 'Somos Inmobiliaria Demo',
        text:
          'Desde 1998 acompañamos a familias e inversores de Buenos Aires a comprar, vender y alquilar.\n\n' +
          'Nuestro equipo conoce cada barrio y cada operación de cerca.',
        team: options.producers.map((producer) => ({
          name: producer.name ?? null,
          position: producer.position ?? null,
          picture: producer.picture ?? null,
        })),
      },
      // The mortgage estimate's figures, as an agency would keep them current; the dollar is
      // the demo's own rate (ARS_PER_USD), the one its prices in pesos were made with.
      credit: {
        uva_value: 1987.42,
        uva_date: '2026-11-15',
        tna: 0.048,
        usd_ars: ARS_PER_USD,
        max_ltv: 0.75,
        income_ratio: 0.25,
      },
    },
    template_data: { APISERVER: options.base, CLIENTID: options.clientId },
  }
}

/** The branch object every listing carries (tokko-api.md §3.6). */
export function agencyBranch(base: string): Record<string, unknown> {
  return {
    id: 301,
    name: 'Casa Central',
    display_name: AGENCY_NAME,
    email: `info@${AGENCY_DOMAIN}`,
    phone: '5555-0100',
    phone_area: '11',
    phone_country_code: '54',
    alternative_phone: '',
    address: 'Av. Santa Fe 3421',
    logo: photoUrl(base, 'brand', 1, 0, 'thumb'),
    contact_time: 'Lun a Vie de 9 a 18 hs',
    geo_lat: '-34.5880150',
    geo_long: '-58.4107640',
  }
}
