/**
 * Leads on the server (`GET /api/lead-token?form=`, `POST /api/leads/{kind}`): the origin, the
 * per-address limit, the form's token and the honeypot are checked here, where a bot cannot skip
 * them (docs/security.md has the order); then the CV is read by its content, what an enquiry
 * names is read from the catalogue, the lead is checked with the form's own rules, and both
 * services get bodies the server built, once per post and per person (leadOnce.ts). The answer says which took it; only when neither did is it a failure,
 * and the browser keeps everything the visitor typed to retry.
 */
import type { EnquiredDevelopment, EnquiredProperty } from '../broker/leadBodies'
import {
  planLead,
  withOrigin,
  type CheckedCv,
  type Delivery,
  type LeadContext,
} from '../broker/leads'
import { readAttribution } from '../domain/leads/attribution'
import { isServiceError } from '../domain/contracts/serviceError'
import { localIsoDate } from '../domain/site/dates'
import { APPLICATION_MESSAGES } from '../domain/leads/applicationValidation'
import { randomUUID } from 'node:crypto'
import { honeypotFilled, readLeadRequest } from './leadRequest'
import {
  isLeadKind,
  type DevelopmentSubject,
  type LeadKind,
  type LeadOutcome,
  type LeadService,
  type PropertySubject,
  type ReadLeadRequest,
} from '../domain/leads/leadRequests'
import type { SelectionEntry } from '../domain/leads/leadTexts'
import {
  absoluteUrl,
  developmentPath,
  DEVELOPMENTS_PATH,
  propertyPath,
  tokkoPath,
} from '../domain/site/urls'
import type { BrokerApi } from '../broker'
import type { ServerCatalogue } from './catalogue'
import type { ServerContext } from './context'
import { CV_MIME, cvDataUrl, readCv } from './cvContent'
import { issueLeadToken } from './leadToken'
import {
  limitKey,
  json,
  methodNotAllowed,
  notFound,
  refuse,
  type ApiAnswer,
  type ApiRequest,
  type Handler,
} from './apiAnswers'
import { ReadBudgetSpent } from './readBudget'
import { LEAD_TOKEN_HEADER, screenLeadPost, tokenRefusal, TOKEN_PROBLEMS } from './leadScreen'
import { IDEMPOTENCY_HEADER, type LeadClaim } from './leadOnce'
import { telemetry } from './telemetry'

const UNAVAILABLE =
  'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.'

const CV_PROBLEMS = {
  malformed: 'No pudimos leer el archivo del CV. Elegilo de nuevo.',
  'too-large': APPLICATION_MESSAGES.cvSize,
  'not-a-document': 'El CV debe ser un PDF o un documento de Word.',
} as const

/**
 * The CV of an application as its bytes show it: the real type and size the rules check, and
 * the data URL rebuilt from them that the backend receives instead of the browser's.
 */
function applicationCv(request: ReadLeadRequest): {
  cv: CheckedCv | null
  problem: string | null
} {
  if (request.kind !== 'application' || request.form.cv === '') return { cv: null, problem: null }
  const reading = readCv(request.form.cv)
  if (!reading.ok) return { cv: null, problem: CV_PROBLEMS[reading.reason] }
  const { kind, content } = reading
  return {
    cv: {
      type: CV_MIME[kind],
      size: content.length,
      dataUrl: cvDataUrl(kind, content, request.form.email),
    },
    problem: null,
  }
}

/** What an enquiry names, as the plan of its lead takes it. */
type EnquiredSubject = Pick<LeadContext, 'property' | 'development'>

export function leadEndpoints(context: ServerContext) {
  const { env, now } = context
  const screen = {
    siteUrl: env.siteUrl,
    tokenSecret: env.tokenSecret,
    limiter: context.limiter,
    now,
  }

  const leadToken: Handler = async (request) => {
    if (request.method !== 'GET') return methodNotAllowed('GET')
    const named = new URLSearchParams(request.search).getAll('form')
    const kind = named.length === 1 ? named[0] : undefined
    if (!isLeadKind(kind)) return refuse(400, 'Ese formulario no existe.')
    return json(200, { token: issueLeadToken(env.tokenSecret, kind, now()) })
  }

  const lead: Handler = async (request) => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const kind = request.params.kind
    if (!isLeadKind(kind)) return notFound('Ese formulario no existe.')
    const leadId = randomUUID()
    const result = await answeredLead(request, kind, leadId)
    reportLead(kind, leadId, request.requestId, result)
    return result.answer
  }

  async function answeredLead(
    request: ApiRequest,
    kind: LeadKind,
    leadId: string,
  ): Promise<LeadResult> {
    // What costs nothing first (leadScreen.ts), unless the production server ran it before it
    // read the body; then the token (from its header or the body) and its posts.
    const screened = request.screened
      ? null
      : await screenLeadPost(request, kind, screen, limitKey(request, env.clientIpHeader))
    if (screened) return { answer: screened }
    const abuse = await refuseAbuse(request, kind, context)
    if (abuse) return { answer: abuse }
    const lead = readLeadRequest(kind, request.body)
    if (!lead)
      return {
        answer: refuse(400, 'El envío no tiene la forma de este formulario.', { code: 'shape' }),
      }
    return deliveredOnce(request, kind, lead, context, leadId)
  }

  return { leadToken, lead }
}

/** A lead post's answer; `repeated` when it is the answer of the same lead sent before. */
interface LeadResult {
  answer: ApiAnswer
  repeated?: boolean
}

/** What became of a post, as the metrics count it: a bounded set of words. */
export function leadOutcome({ answer, repeated }: LeadResult): string {
  if (repeated) return 'repetida'
  const body = answer.body as { failed?: unknown[]; code?: unknown } | undefined
  if (answer.status === 200) return body?.failed?.length ? 'entregada-en-parte' : 'entregada'
  if (answer.status === 502) return 'no-entregada'
  const code = typeof body?.code === 'string' && /^[a-z-]{1,30}$/.test(body.code) ? body.code : ''
  return `rechazada:${code || answer.status}`
}

/** The post counted, and logged with its form, its id and which services took it: no content. */
function reportLead(
  kind: LeadKind,
  leadId: string,
  reqId: string | undefined,
  result: LeadResult,
): void {
  const outcome = leadOutcome(result)
  const { count, log } = telemetry()
  count('sitio_leads_total', { kind, outcome })
  const body = result.answer.body as Partial<LeadOutcome> | undefined
  const fields = {
    kind,
    leadId,
    reqId,
    outcome,
    delivered: body?.delivered,
    failed: body?.failed,
  }
  if (outcome === 'no-entregada') log.error(fields, 'Consulta no entregada')
  else if (outcome.startsWith('entregada')) log.info(fields, 'Consulta entregada')
  else log.info(fields, 'Consulta no enviada')
}

/**
 * The lead checked and delivered, once per idempotency key and once per sender and subject
 * (leadOnce.ts): a post the claims answer is neither planned again nor delivered.
 */
async function deliveredOnce(
  request: ApiRequest,
  kind: LeadKind,
  lead: ReadLeadRequest,
  context: ServerContext,
  leadId: string,
): Promise<LeadResult> {
  const { once, now } = context
  const byKey = await once.byKey(kind, request.headers[IDEMPOTENCY_HEADER] ?? null, lead, now())
  if ('answer' in byKey) return { answer: byKey.answer, repeated: byKey.answer.status === 200 }
  const claims = [byKey.claim]
  let result: LeadResult | undefined
  try {
    result = await checkedAndDelivered(request, { kind, lead, leadId }, context, claims)
    return result
  } finally {
    // Only a lead delivered is remembered: a refusal, a failure or a crash is tried anew.
    const answer = result?.answer
    for (const claim of claims)
      await (answer?.status === 200 ? claim.delivered(answer, now()) : claim.abandon(now()))
  }
}

/** Plans the lead and delivers it, unless its sender sent it already; claims gets that claim. */
async function checkedAndDelivered(
  request: ApiRequest,
  { kind, lead, leadId }: { kind: LeadKind; lead: ReadLeadRequest; leadId: string },
  context: ServerContext,
  claims: LeadClaim[],
): Promise<LeadResult> {
  const visitor = limitKey(request, context.env.clientIpHeader)
  const deliveries = await planDeliveries(lead, context, visitor)
  if (!Array.isArray(deliveries)) return { answer: deliveries }
  const bySender = await context.once.bySender(kind, lead, context.now())
  // The same lead again: the visitor is told it was received, as the first time.
  if ('answer' in bySender)
    return { answer: bySender.answer, repeated: bySender.answer.status === 200 }
  claims.push(bySender.claim)
  const attribution = readAttribution((request.body as { attribution?: unknown }).attribution)
  const outcome = await deliver(context.api, withOrigin(deliveries, attribution), {
    kind,
    leadId,
  })
  if (outcome.delivered.length === 0) {
    return {
      answer: refuse(
        502,
        // The form says it could not send, and that nothing typed was lost; this is the why.
        'Los servicios de la inmobiliaria no respondieron en este momento.',
        { failed: outcome.failed },
      ),
    }
  }
  return { answer: json(200, outcome) }
}

/** A bot: the form's token (in its header or the body) and its posts, then the honeypot. */
async function refuseAbuse(
  request: ApiRequest,
  kind: LeadKind,
  { env, tokenUses, now }: ServerContext,
): Promise<ApiAnswer | null> {
  const body = request.body as Record<string, unknown> | undefined
  const token = tokenRefusal(
    { tokenSecret: env.tokenSecret, now },
    request.headers[LEAD_TOKEN_HEADER] ?? body?.token,
    kind,
  )
  if (token.answer) return token.answer
  // The browser asks for a new token on this refusal and sends the lead with it.
  if (!(await tokenUses.take(token.id!, now())).allowed)
    return refuse(403, TOKEN_PROBLEMS.spent, { code: 'token-spent' })
  if (honeypotFilled(body)) {
    telemetry().log.warn({ kind }, 'Consulta descartada: completó el campo trampa')
    return refuse(400, 'No pudimos aceptar el envío.', { code: 'bot' })
  }
  return null
}

const fieldsRefused = (errors: Partial<Record<string, string>>) =>
  refuse(400, 'Revisá los datos marcados.', { code: 'fields', fields: errors })

/**
 * What the services are to receive for a lead, once its CV, the open positions and what it
 * enquires about are read; or the refusal that says what is wrong. A selection's fields are
 * checked before its properties are read, and those reads spend the visitor's read budget
 * (`visitor`, the limit key) like any other.
 */
async function planDeliveries(
  lead: ReadLeadRequest,
  context: ServerContext,
  visitor: string,
): Promise<Delivery[] | ApiAnswer> {
  const { catalogue, env, now } = context
  const cv = applicationCv(lead)
  if (cv.problem) return refuse(400, cv.problem, { code: 'fields', fields: { cv: cv.problem } })
  let positions: readonly string[] = []
  if (lead.kind === 'application') {
    try {
      positions = (await catalogue.settings()).modules.sumate.positions
    } catch (error) {
      // The application goes to the backend alone: without it, nothing can take the lead.
      telemetry().log.error({ err: error }, 'Postulación: no se pudieron leer los puestos')
      return refuse(502, UNAVAILABLE, { failed: ['backend'] })
    }
  }
  // A day of slack each way: the visitor's own date may be ahead of or behind the server's.
  const today = localIsoDate(new Date(now() + 24 * 60 * 60 * 1000))
  const subject = await enquired(lead, context)
  if ('status' in subject) return subject
  const application = { rules: { today, positions }, cvFile: cv.cv }
  const visit = { hours: env.visitHours, now: now() }
  let selection: SelectionEntry[] = []
  if (lead.kind === 'selection') {
    const unread = planLead(lead, {
      application,
      selection,
      visit,
      siteUrl: env.siteUrl,
      ...subject,
    })
    if (!unread.ok) return fieldsRefused(unread.errors)
    selection = await context.readBudget.within(visitor, () =>
      selectionEntries(catalogue, lead.ids),
    )
  }
  const plan = planLead(lead, { application, selection, visit, siteUrl: env.siteUrl, ...subject })
  if (!plan.ok) return fieldsRefused(plan.errors)
  return plan.deliveries
}

/**
 * A selection's properties as the catalogue has them now (cached a minute): one withdrawn or
 * unreadable is still listed, with its id and link, so the agent sees everything chosen.
 */
function selectionEntries(
  catalogue: ServerCatalogue,
  ids: readonly number[],
): Promise<SelectionEntry[]> {
  return Promise.all(
    ids.map(async (id): Promise<SelectionEntry> => {
      try {
        return { id, property: await catalogue.property(id) }
      } catch (error) {
        const withdrawn = isServiceError(error) && error.status === 404
        // Past the visitor's read budget a property is listed by its id and link, unread.
        if (!withdrawn && !(error instanceof ReadBudgetSpent))
          telemetry().log.error(
            { err: error, propertyId: id },
            'Selección: no se pudo leer una propiedad',
          )
        return { id, property: null, reason: withdrawn ? 'withdrawn' : 'unreadable' }
      }
    }),
  )
}

/**
 * What an enquiry is about, from the catalogue. One no longer published is refused with a way
 * forward; with the catalogue unreadable the lead still goes, naming only the ids the visitor
 * sent and a link that finds the listing later: a lead is never lost to a read.
 */
async function enquired(
  lead: ReadLeadRequest,
  { catalogue, env }: ServerContext,
): Promise<EnquiredSubject | ApiAnswer> {
  const { property, development } = subjectIds(lead)
  try {
    if (property) return { property: await enquiredProperty(catalogue, env.siteUrl, property) }
    if (development)
      return { development: await enquiredDevelopment(catalogue, env.siteUrl, development) }
    return {}
  } catch (error) {
    if (isServiceError(error) && error.status === 404)
      return refuse(
        400,
        'Ya no está publicado. Escribinos desde la página de contacto y te ayudamos.',
        { code: 'withdrawn' },
      )
    telemetry().log.error(
      { err: error, kind: lead.kind },
      'Consulta: no se pudo leer su ficha; va con su número',
    )
    return enquiredByNumber(lead, env.siteUrl)
  }
}

/** An enquiry's subject as the visitor sent it, for when the catalogue cannot be read. */
function enquiredByNumber(lead: ReadLeadRequest, siteUrl: string): EnquiredSubject {
  const { property, development } = subjectIds(lead)
  if (property) {
    const url = absoluteUrl(siteUrl, tokkoPath(property.id))
    return { property: { id: property.id, address: '', operations: [], type: '', url } }
  }
  if (development) {
    const url = absoluteUrl(siteUrl, DEVELOPMENTS_PATH)
    return { development: { ...development, address: '', url } }
  }
  return {}
}

/** The property or development a lead names, as the browser sent its ids: an enquiry or a visit. */
function subjectIds(lead: ReadLeadRequest): {
  property?: PropertySubject
  development?: DevelopmentSubject
} {
  if (lead.kind === 'property') return { property: lead.property }
  if (lead.kind === 'development') return { development: lead.development }
  if (lead.kind === 'visit') return lead.to
  return {}
}

async function enquiredProperty(
  catalogue: ServerCatalogue,
  siteUrl: string,
  { id, operation }: PropertySubject,
): Promise<EnquiredProperty> {
  const property = await catalogue.property(id)
  // The page's operation when the property has it; else the address of its first.
  const offered = property.operations.some((item) => item.operation_id === operation)
  return {
    id,
    address: property.fake_address || property.address,
    operations: property.operations.map((item) => item.operation_type),
    type: property.type.name,
    url: absoluteUrl(siteUrl, propertyPath(property, offered ? operation : undefined)),
  }
}

async function enquiredDevelopment(
  catalogue: ServerCatalogue,
  siteUrl: string,
  { id, unitId }: DevelopmentSubject,
): Promise<EnquiredDevelopment> {
  const development = await catalogue.development(id)
  // A unit of another development, or one no longer listed: the enquiry is the development's.
  const unitListed = development.units.some((unit) => unit.id === unitId)
  return {
    id,
    address: development.fake_address || development.address,
    unitId: unitListed ? unitId : null,
    url: absoluteUrl(siteUrl, developmentPath(development)),
  }
}

/** The fields a service's refusal names (`{ fields: { date: … } }`, else its keys): no values. */
function namedFields(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return []
  const { fields } = body as { fields?: unknown }
  const named = typeof fields === 'object' && fields !== null ? fields : body
  return Object.keys(named).slice(0, 20)
}

/** Sends a lead to each service it goes to; the outcome says which took it and which failed. */
async function deliver(
  api: BrokerApi,
  deliveries: Delivery[],
  { kind, leadId }: { kind: LeadKind; leadId: string },
): Promise<LeadOutcome> {
  const outcomes = await Promise.allSettled(
    deliveries.map((delivery) =>
      delivery.service === 'broker'
        ? api.tokko.sendWebContact(delivery.body)
        : api.backend.sendEmail(delivery.body),
    ),
  )
  const delivered: LeadService[] = []
  const failed: LeadService[] = []
  outcomes.forEach((outcome, index) => {
    const service = deliveries[index]!.service
    if (outcome.status === 'fulfilled') return void delivered.push(service)
    failed.push(service)
    const reason: unknown = outcome.reason
    const { log } = telemetry()
    log.error({ kind, leadId, service, err: reason }, 'Un servicio no tomó la consulta')
    // Which fields it named, never their values: a service may echo what the visitor typed.
    if (isServiceError(reason) && reason.status === 400)
      log.error(
        {
          kind,
          leadId,
          service,
          fields: namedFields(reason.body),
        },
        'El servicio rechazó campos que el sitio aceptó (revisar src/domain/leads/validation.ts)',
      )
  })
  return { delivered, failed }
}
