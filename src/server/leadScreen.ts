/**
 * The checks of a lead post that need no byte of its body, in the order they run: a JSON post
 * from the site's own pages, within its address's limit, with a valid form token when it carries
 * one in `X-Lead-Token` (the site's forms do; a page older than that sends it in the body, which
 * is checked once read), and an `Idempotency-Key` of the browser's making when it has one. The production server runs them before it reads the body
 * (server/app.ts) and tells the function so; elsewhere the function runs them itself.
 */
import type { LeadKind } from '../domain/leads/leadRequests'
import { refuse, type ApiAnswer, type ApiRequest } from './apiAnswers'
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from './leadOnce'
import { readLeadToken, type TokenCheck } from './leadToken'
import type { RateLimiter } from './rateLimit'
import { isSameOrigin } from './sameOrigin'

/** JSON in UTF-8, as the site's forms send it: another charset would be read as UTF-8 anyway. */
const isJson = (contentType: string | undefined) =>
  /^application\/json\s*(?:;\s*charset\s*=\s*("?)utf-8\1\s*)?$/i.test(contentType?.trim() ?? '')

/** The header the site's forms send their token in. */
export const LEAD_TOKEN_HEADER = 'x-lead-token'

const NOT_FROM_A_FORM =
  'El envío no vino de un formulario del sitio. Recargá la página y probá de nuevo.'

export const TOKEN_PROBLEMS: Record<TokenCheck | 'spent', string> = {
  missing: NOT_FROM_A_FORM,
  invalid: NOT_FROM_A_FORM,
  'other-form': NOT_FROM_A_FORM,
  expired: 'El formulario estuvo abierto demasiado tiempo. Probá de nuevo.',
  'too-fast': 'El formulario se envió demasiado rápido. Esperá un momento y probá de nuevo.',
  spent: 'Este formulario ya se envió varias veces. Probá de nuevo.',
}

export interface LeadScreen {
  /** SITE_URL, whose host a post's Origin may name. */
  siteUrl: string
  tokenSecret: string
  /** Lead posts per address. */
  limiter: RateLimiter
  now: () => number
}

/** The refusal of a form token, or null when it is good. */
export function tokenRefusal(
  screen: Pick<LeadScreen, 'tokenSecret' | 'now'>,
  token: unknown,
  kind: LeadKind,
): { answer: ApiAnswer | null; id: string | null } {
  const read = readLeadToken(screen.tokenSecret, token, kind, screen.now())
  if (read.ok) return { answer: null, id: read.id }
  return {
    answer: refuse(403, TOKEN_PROBLEMS[read.problem], { code: `token-${read.problem}` }),
    id: null,
  }
}

/** The first of the checks that refuses the post, or null; `visitor` is its limit key. */
export async function screenLeadPost(
  request: Pick<ApiRequest, 'headers'>,
  kind: LeadKind,
  screen: LeadScreen,
  visitor: string,
): Promise<ApiAnswer | null> {
  // The site's forms send JSON; a form another site posts (urlencoded, multipart, text) is
  // refused here too, whatever runtime parsed it.
  if (!isJson(request.headers['content-type']))
    return refuse(415, 'Tipo de contenido no admitido: el sitio solo recibe JSON.')
  if (!isSameOrigin(request.headers, screen.siteUrl))
    return refuse(
      403,
      'El envío no vino de una página de este sitio. Abrí el formulario en el sitio y probá de nuevo.',
      { code: 'cross-site' },
    )
  const rate = await screen.limiter.take(visitor, screen.now())
  if (!rate.allowed)
    return refuse(
      429,
      'Recibimos demasiados envíos desde tu conexión. Esperá unos minutos y probá de nuevo.',
      { code: 'rate' },
      { 'Retry-After': String(rate.retryAfterSeconds) },
    )
  const header = request.headers[LEAD_TOKEN_HEADER]
  const token = header === undefined ? null : tokenRefusal(screen, header, kind).answer
  const key = request.headers[IDEMPOTENCY_HEADER]
  return (
    token ??
    (key === undefined || isIdempotencyKey(key)
      ? null
      : refuse(400, 'El envío no es válido. Recargá la página y probá de nuevo.', {
          code: 'idempotency-key',
        }))
  )
}
