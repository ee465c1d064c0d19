import { MAX_CV_DATA_URL } from '../src/server/leadRequest'
import { bodyLimitOf, carriesBody, CV_LEAD_BYTES, LEAD_BYTES, paramsOf } from './limits'
import { PRESS_BYTES } from '../src/server/whatsappEndpoints'

describe('bodyLimitOf', () => {
  it('gives a job application room for its CV, other leads 32 KB and reads nothing', () => {
    expect(bodyLimitOf('/api/leads/application')).toBe(CV_LEAD_BYTES)
    expect(CV_LEAD_BYTES).toBeGreaterThan(MAX_CV_DATA_URL)
    expect(bodyLimitOf('/api/leads/:kind')).toBe(LEAD_BYTES)
    expect(bodyLimitOf('/api/properties/:id')).toBe(0)
    expect(bodyLimitOf('/api/summary')).toBe(0)
    expect(bodyLimitOf('/api/whatsapp')).toBe(PRESS_BYTES)
  })
})

describe('paramsOf', () => {
  it("reads an address's named parts under a route, or says it is not one of it", () => {
    expect(paramsOf('/api/leads/:kind', '/api/leads/application')).toEqual({ kind: 'application' })
    expect(paramsOf('/api/developments/:id/units', '/api/developments/7/units')).toEqual({
      id: '7',
    })
    expect(paramsOf('/api/leads/:kind', '/api/news/3')).toBeNull()
    expect(paramsOf('/api/summary', '/api/leads/application')).toBeNull()
  })
})

describe('carriesBody', () => {
  it('sees a body by its length or by chunks of unknown length', () => {
    expect(carriesBody({})).toBe(false)
    expect(carriesBody({ 'content-length': '0' })).toBe(false)
    expect(carriesBody({ 'content-length': '12' })).toBe(true)
    expect(carriesBody({ 'transfer-encoding': 'chunked' })).toBe(true)
  })
})
