/** @jest-environment node */
import { withTestRedis } from '../../__tests__/support/redis'
import type { ReadLeadRequest } from '../domain/leads/leadRequests'
import { json } from './apiAnswers'
import { createMemoryClaims, createRedisClaims } from './claims'
import {
  ANSWER_TTL_MS,
  createLeadOnce,
  SAME_LEAD_MS,
  senderOf,
  subjectOf,
  type OnceStep,
} from './leadOnce'

const testRedis = withTestRedis()
const SECRET = 'secreto-de-prueba'
const DELIVERED = json(200, { delivered: ['broker', 'backend'], failed: [] })

const form = {
  nombre: 'Ana',
  apellido: 'Gómez',
  email: 'Ana@Example.com ',
  phone: '',
  cellphone: '11 5555-0101',
  text: 'Hola',
}
const contact: ReadLeadRequest = { kind: 'contact', form }
const about = (id: number): Extract<ReadLeadRequest, { kind: 'property' }> => ({
  kind: 'property',
  form,
  property: { id, operation: 1 },
})

/** The claim of a step that had to claim. */
const claimOf = (step: OnceStep) => {
  if (!('claim' in step)) throw new Error(`answered ${step.answer.status}`)
  return step.claim
}

describe('who sent a lead, and what about', () => {
  it('compares emails lower-cased and trimmed, and phones by their digits', () => {
    expect(senderOf(contact)).toEqual(['email:ana@example.com', 'tel:1155550101'])
    const phones = { ...form, email: '', phone: '(011) 5555.0101', cellphone: '+54 11 5555 0101' }
    expect(senderOf({ kind: 'contact', form: phones })).toEqual([
      'tel:01155550101',
      'tel:541155550101',
    ])
    expect(senderOf({ kind: 'newsletter', form: { email: '' } })).toEqual([])
  })

  it('names a property, a development, a selection and a search; other forms none', () => {
    expect(subjectOf(about(7))).toBe('propiedad:7')
    expect(subjectOf({ kind: 'selection', form, ids: [9, 3] })).toBe('seleccion:3,9')
    expect(subjectOf(contact)).toBe('')
  })
})

describe('leads delivered once, on a clock of the test', () => {
  it('answers a key sent again as its first post was, once that was delivered', async () => {
    const once = createLeadOnce(createMemoryClaims(), SECRET)
    const first = claimOf(await once.byKey('contact', 'clave-de-prueba-0001', contact, 0))
    // While the first is delivered, the same key is told so.
    expect(await once.byKey('contact', 'clave-de-prueba-0001', contact, 10)).toMatchObject({
      answer: { status: 409, body: { code: 'in-flight' }, headers: { 'Retry-After': '2' } },
    })
    await first.delivered(DELIVERED, 20)
    expect(await once.byKey('contact', 'clave-de-prueba-0001', contact, 30)).toEqual({
      answer: DELIVERED,
    })
    // The same key with other content, or on another form, is another post.
    const edited = { ...contact, form: { ...form, text: 'Hola de nuevo' } }
    claimOf(await once.byKey('contact', 'clave-de-prueba-0001', edited, 40))
    claimOf(await once.byKey('property', 'clave-de-prueba-0001', contact, 40))
    // A day later the key is forgotten.
    claimOf(await once.byKey('contact', 'clave-de-prueba-0001', contact, ANSWER_TTL_MS + 20))
  })

  it('forgets a post given up, so that its retry is delivered', async () => {
    const once = createLeadOnce(createMemoryClaims(), SECRET)
    await claimOf(await once.byKey('contact', 'clave-de-prueba-0002', contact, 0)).abandon(1)
    claimOf(await once.byKey('contact', 'clave-de-prueba-0002', contact, 2))
    await claimOf(await once.bySender('contact', contact, 0)).abandon(1)
    claimOf(await once.bySender('contact', contact, 2))
  })

  it('delivers the same sender on the same form and subject once in 10 minutes', async () => {
    const once = createLeadOnce(createMemoryClaims(), SECRET)
    await claimOf(await once.bySender('property', about(7), 0)).delivered(DELIVERED, 0)
    const sameByPhone = { ...about(7), form: { ...form, email: 'otra@example.com' } }
    expect(await once.bySender('property', sameByPhone, 60_000)).toEqual({ answer: DELIVERED })
    claimOf(await once.bySender('property', about(8), 60_000))
    claimOf(await once.bySender('contact', contact, 60_000))
    claimOf(await once.bySender('property', about(7), SAME_LEAD_MS))
  })
})

describe('leads delivered once across machines (Redis)', () => {
  it('are claimed once for two stores on one Redis, which keeps no email or phone', async () => {
    const { prefix } = testRedis.store()
    const [one, other] = [testRedis.store(prefix), testRedis.store(prefix)]
    const [here, there] = [one!, other!].map((store) =>
      createLeadOnce(createRedisClaims(store), SECRET),
    )
    const key = 'clave-de-prueba-0003'
    const first = claimOf(await here!.byKey('contact', key, contact, Date.now()))
    const sender = claimOf(await here!.bySender('contact', contact, Date.now()))
    expect(await there!.byKey('contact', key, contact, Date.now())).toMatchObject({
      answer: { status: 409 },
    })
    await Promise.all([first, sender].map((claim) => claim.delivered(DELIVERED, Date.now())))
    expect(await there!.byKey('contact', key, contact, Date.now())).toEqual({ answer: DELIVERED })
    expect(await there!.bySender('contact', contact, Date.now())).toEqual({ answer: DELIVERED })

    const keys = await one!.redis.keys(`${prefix}*`)
    expect(keys).toHaveLength(3)
    const kept = [...keys, ...(await one!.redis.mget(keys)).map(String)].join('\n')
    for (const personal of [/ana@example/i, /5555/, /0101/, new RegExp(key)])
      expect(kept).not.toMatch(personal)
    const ttls = await Promise.all(keys.map((stored) => one!.redis.pttl(stored)))
    expect(ttls.sort((a, b) => a - b)[0]).toBeLessThanOrEqual(SAME_LEAD_MS)
  })
})
