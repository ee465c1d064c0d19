/** The backend's site settings (api-contract.md SiteSettings), with every default filled in. */
import { DEFAULT_CREDIT_SETTINGS, type CreditSettings } from '../../domain/credit/credit'
import type { ListingSource, ServiceItem, SiteSettings, TeamMember } from '../../domain/types'
import { DEFAULT_CLIENT_ID } from '../../config'
import type { RawSiteSettings } from '../wireTypes'
import {
  fields,
  toArray,
  toBool,
  toGeo,
  toHttpUrl,
  toIsoDate,
  toLine,
  toNumber,
  toPositiveId,
  toText,
} from './coerce'

type Modules = NonNullable<RawSiteSettings['modules']>
type ServicesModule = NonNullable<Modules['services']>
type ServiceRaw = NonNullable<ServicesModule['items']>[number]
type AboutModule = NonNullable<Modules['about']>
type TeamRaw = NonNullable<AboutModule['team']>[number]
type CreditModule = NonNullable<Modules['credit']>

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

/** A number within (min, max], else null. */
function within(value: unknown, min: number, max: number): number | null {
  const number = toNumber(value)
  return number !== null && number > min && number <= max ? number : null
}

/** A share as a fraction: 0.75 as sent, or 75 read as a percentage; null outside (0, max]. */
function share(value: unknown, max: number): number | null {
  const number = toNumber(value)
  if (number === null) return null
  const fraction = number > 1 ? number / 100 : number
  return fraction > 0 && fraction <= max ? fraction : null
}

/**
 * The mortgage estimate's figures, each checked on its own (a bad one takes the default), except
 * the UVA value and its date, which only make sense together: both or the defaults' pair.
 */
function credit(value: unknown): CreditSettings {
  const raw = fields<CreditModule>(value)
  const defaults = DEFAULT_CREDIT_SETTINGS
  const uvaValue = within(raw.uva_value, 0, 1_000_000)
  const uvaDate = toIsoDate(raw.uva_date)
  const uvaPair =
    uvaValue !== null && uvaDate
      ? { uva_value: uvaValue, uva_date: uvaDate }
      : { uva_value: defaults.uva_value, uva_date: defaults.uva_date }
  return {
    ...uvaPair,
    // A UVA loan's rate is a real rate, a few points a year: above 30 % it is a typo.
    tna: share(raw.tna, 0.3) ?? defaults.tna,
    usd_ars: within(raw.usd_ars, 0, 1_000_000) ?? defaults.usd_ars,
    max_ltv: share(raw.max_ltv, 1) ?? defaults.max_ltv,
    income_ratio: share(raw.income_ratio, 1) ?? defaults.income_ratio,
  }
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
      credit: credit(modules.credit),
    },
    template_data: {
      APISERVER: toLine(template.APISERVER),
      CLIENTID: toPositiveId(template.CLIENTID) ?? clientId,
    },
  }
}
