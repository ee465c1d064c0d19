import { REDACTED, redactSecrets, redactValue } from './redact'

const KEY = 'sk-live-7f3a9c'

describe('redactSecrets', () => {
  it('hides key values of any address in a text, leaving the rest', () => {
    expect(
      redactSecrets(
        `Tokko Broker respondió 503 (GET https://t.example/api/v1/property/?key=${KEY}&lang=es)`,
      ),
    ).toBe(
      `Tokko Broker respondió 503 (GET https://t.example/api/v1/property/?key=${REDACTED}&lang=es)`,
    )
    expect(redactSecrets(`/geocode/json?address=Gorriti&key=${KEY}`)).toBe(
      `/geocode/json?address=Gorriti&key=${REDACTED}`,
    )
    expect(redactSecrets(`x?KEY=${KEY}#top`)).toBe(`x?KEY=${REDACTED}#top`)
    expect(redactSecrets(`?url=https%3A%2F%2Fx%2F%3Fkey%3D${KEY}%26a%3D1`)).toBe(
      `?url=https%3A%2F%2Fx%2F%3Fkey%3D${REDACTED}%26a%3D1`,
    )
    expect(redactSecrets('?monkey=1&keys=2&client=6')).toBe('?monkey=1&keys=2&client=6')
    expect(redactSecrets('https://ana:s3creto@proxy.example/mh')).toBe(
      `https://ana:${REDACTED}@proxy.example/mh`,
    )
    expect(redactSecrets('http://127.0.0.1:4010/api')).toBe('http://127.0.0.1:4010/api')
  })

  it('hides X-TOKKO-KEY values and the given secrets wherever they are', () => {
    expect(redactSecrets(`X-TOKKO-KEY: ${KEY}`)).toBe(`X-TOKKO-KEY: ${REDACTED}`)
    expect(redactSecrets(`{"x-tokko-key":"${KEY}"}`)).toBe(`{"x-tokko-key":"${REDACTED}"}`)
    expect(redactSecrets(`invalid api key ${KEY}.`, [KEY])).toBe(`invalid api key ${REDACTED}.`)
    expect(redactSecrets('a b+c/d', ['b+c/d'])).toBe(`a ${REDACTED}`)
    expect(redactSecrets('x=b%2Bc%2Fd', ['b+c/d'])).toBe(`x=${REDACTED}`)
    // Too short to look for as text without blanking ordinary words.
    expect(redactSecrets('client 6', ['6'])).toBe('client 6')
  })
})

describe('redactValue', () => {
  it('redacts every string and every field named like a credential, in a copy', () => {
    const body = {
      error: `bad key ${KEY}`,
      key: 'otra',
      nested: [{ url: `/x?key=${KEY}`, token: 1 }],
      count: 3,
    }
    expect(redactValue(body, [KEY])).toEqual({
      error: `bad key ${REDACTED}`,
      key: REDACTED,
      nested: [{ url: `/x?key=${REDACTED}`, token: REDACTED }],
      count: 3,
    })
    expect(body.key).toBe('otra')
    expect(redactValue(null)).toBeNull()
  })
})
