/** The backend's site settings (api-contract.md SiteSettings), with every default filled in. */
import type { ListingSource, ServiceItem, SiteSettings, TeamMember } from '../../domain/types'
import { DEFAULT_CLIENT_ID } from '../../config'
import type { RawSiteSettings } from '../types'
import { fields, toArray, toBool, toGeo, toHttpUrl, toLine, toPositiveId, toText } from './coerce'

type Modules = NonNullable<RawSiteSettings['modules']>
type ServicesModule = NonNullable<Modules['services']>
type ServiceRaw = NonNullable<ServicesModule['items']>[number]
type AboutModule = NonNullable<Modules['about']>
type TeamRaw = NonNullable<AboutModule['team']>[number]

const DEFAULT_SITE_NAME = 'Inmobiliaria'

function listingSource(value: unknown): ListingSource {
  // Anything but an explicit 'backend' keeps the proxy, the source every account has.
  return toText(value).toLowerCase() === 'backend' ? 'backend' : 'tokko'
}

function serviceItems(value: unknown): ServiceItem[] {
  return toArray(value)
    .map((item) => {
      const raw = fields<ServiceRaw>(item)
      return { title: toLine(raw.title), text: toText(raw.text) }
    })
    .filter((item) => item.title || item.text)
}

function team(value: unknown): TeamMember[] {
  return toArray(value)
    .map((item) => {
      const raw = fields<TeamRaw>(item)
      return {
        name: toLine(raw.name),
        position: toLine(raw.position),
        picture: toHttpUrl(raw.picture),
      }
    })
    .filter((member) => member.name)
}

/** Site settings from GET /api/site/configuracion/; never throws, whatever arrives. */
export function normaliseSettings(raw: unknown): SiteSettings {
  const settings = fields<RawSiteSettings>(raw)
  const social = fields<NonNullable<RawSiteSettings['social']>>(settings.social)
  const contact = fields<NonNullable<RawSiteSettings['contact']>>(settings.contact)
  const location = fields<NonNullable<RawSiteSettings['location']>>(settings.location)
  const keys = fields<NonNullable<RawSiteSettings['keys']>>(settings.keys)
  const seo = fields<NonNullable<RawSiteSettings['seo']>>(settings.seo)
  const modules = fields<Modules>(settings.modules)
  const services = fields<ServicesModule>(modules.services)
  const sumate = fields<NonNullable<Modules['sumate']>>(modules.sumate)
  const about = fields<AboutModule>(modules.about)
  const template = fields<NonNullable<RawSiteSettings['template_data']>>(settings.template_data)
  const clientId = toPositiveId(settings.client_id) ?? DEFAULT_CLIENT_ID
  return {
    name: toLine(settings.name) || DEFAULT_SITE_NAME,
    client_id: clientId,
    social: {
      instagram: toHttpUrl(social.instagram),
      facebook: toHttpUrl(social.facebook),
      twitter: toHttpUrl(social.twitter),
      linkedin: toHttpUrl(social.linkedin),
      youtube: toHttpUrl(social.youtube),
    },
    contact: {
      phone: toLine(contact.phone),
      whatsapp: toLine(contact.whatsapp),
      mail: toLine(contact.mail),
    },
    location: {
      address: toLine(location.address),
      city: toLine(location.city),
      geo: toGeo(location.geo_lat, location.geo_long),
    },
    keys: { tokko: toLine(keys.tokko), google_maps: toLine(keys.google_maps) },
    seo: {
      title: toLine(seo.title),
      description: toLine(seo.description),
      image: toHttpUrl(seo.image),
    },
    listing_source: listingSource(settings.listing_source),
    modules: {
      services: { enabled: toBool(services.enabled, false), items: serviceItems(services.items) },
      sumate: { positions: toArray(sumate.positions).map(toLine).filter(Boolean) },
      compare: toBool(modules.compare, false),
      about: { title: toLine(about.title), text: toText(about.text), team: team(about.team) },
    },
    template_data: {
      APISERVER: toLine(template.APISERVER),
      CLIENTID: toPositiveId(template.CLIENTID) ?? clientId,
    },
  }
}
