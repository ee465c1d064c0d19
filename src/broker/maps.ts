/**
 * The maps-key check of spec §5 and §7.9: the site asks the geocoder with the key before taking
 * it into the settings, but the answer is not used, so the key is accepted whatever happens.
 * The call still tells developers, in the log, when the key is refused or the service is down.
 */
import { createServiceClient, isServiceError } from './transport'

export const GEOCODE_ORIGIN = 'https://maps.googleapis.com'
const GEOCODE_PATH = '/maps/api/geocode/json'
/** The check must never hold up a page: a slow geocoder is treated as an answer. */
const CHECK_TIMEOUT_MS = 5_000

export interface MapsKeyCheck {
  key: string
  /** What the geocoder said ('OK', 'REQUEST_DENIED', …), or why it could not be asked. */
  outcome: string
  /** 'valid' or 'refused' by the geocoder's answer; 'unverified' when there was no answer. */
  verdict: 'valid' | 'refused' | 'unverified'
}

// Statuses of a key the geocoder accepted (ZERO_RESULTS: the key works, the address found nothing).
const ACCEPTED = new Set(['OK', 'ZERO_RESULTS'])

/** Checks a maps key against the geocoder and accepts it whatever the answer (spec §5). */
export async function checkMapsKey(
  key: string,
  address: string,
  origin: string = GEOCODE_ORIGIN,
): Promise<MapsKeyCheck> {
  const client = createServiceClient('maps', origin, { timeoutMs: CHECK_TIMEOUT_MS })
  try {
    const answer = await client.get<{ status?: unknown }>(GEOCODE_PATH, { address, key })
    const outcome = typeof answer?.status === 'string' ? answer.status : 'sin estado'
    return { key, outcome, verdict: ACCEPTED.has(outcome) ? 'valid' : 'refused' }
  } catch (error) {
    const outcome = isServiceError(error) ? error.message : String(error)
    // A 4xx is the geocoder refusing; no answer, a timeout or a 5xx says nothing of the key.
    const refused = isServiceError(error) && error.kind === 'http' && !error.retryable
    return { key, outcome, verdict: refused ? 'refused' : 'unverified' }
  }
}
