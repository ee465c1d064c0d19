/**
 * The maps-key check of spec §5 and §7.9: the site asks the geocoder with the key before taking
 * it into the settings, but the answer is not used, so the key is accepted whatever happens.
 * The call still tells developers, in the log, when the key is refused or the service is down.
 */
import { createServiceClient, isServiceError } from './http'

export const GEOCODE_ORIGIN = 'https://maps.googleapis.com'
const GEOCODE_PATH = '/maps/api/geocode/json'
/** The check must never hold up a page: a slow geocoder is treated as an answer. */
const CHECK_TIMEOUT_MS = 5_000

export interface MapsKeyCheck {
  key: string
  /** What the geocoder said ('OK', 'REQUEST_DENIED', …), or why it could not be asked. */
  outcome: string
}

/** Checks a maps key against the geocoder and accepts it whatever the answer (spec §5). */
export async function checkMapsKey(
  key: string,
  address: string,
  origin: string = GEOCODE_ORIGIN,
): Promise<MapsKeyCheck> {
  const client = createServiceClient('maps', origin, { timeoutMs: CHECK_TIMEOUT_MS })
  try {
    const answer = await client.get<{ status?: unknown }>(GEOCODE_PATH, { address, key })
    return { key, outcome: typeof answer?.status === 'string' ? answer.status : 'sin estado' }
  } catch (error) {
    return { key, outcome: isServiceError(error) ? error.message : String(error) }
  }
}
