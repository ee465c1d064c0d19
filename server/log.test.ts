/** @jest-environment node */
import { capturedLogger } from '../__tests__/support/logs'
import { ServiceError } from '../src/domain/contracts/serviceError'
import { readLogSettings, REDACTED } from './log'

describe('the log', () => {
  it('hides what a person typed and what opens a door, wherever an event puts it', () => {
    const { logger, text, lines } = capturedLogger()
    logger.info(
      {
        email: 'ana@example.com',
        lead: { kind: 'contact', form: { nombre: 'Ana', phone: '11 4555-0100' } },
        headers: { 'x-lead-token': 'ficha', authorization: 'Bearer clave', cookie: 'a=b' },
        request: { body: { cv: 'data:application/pdf;base64,JVBERi0=' } },
        deep: { visit: { cellphone: '11 5555-0101', name: 'Ana Gómez', text: 'Hola' } },
        'idempotency-key': 'clave-de-reintento',
        kind: 'contact',
      },
      'Consulta entregada',
    )
    const written = text()
    for (const secret of [
      'ana@example.com',
      'Ana',
      '4555-0100',
      '5555-0101',
      'ficha',
      'clave',
      'JVBERi0',
      'Hola',
      'a=b',
    ])
      expect(written).not.toContain(secret)
    expect(lines[0]).toMatchObject({
      level: 'info',
      app: 'sitio',
      msg: 'Consulta entregada',
      kind: 'contact',
      email: REDACTED,
      lead: REDACTED,
      headers: { 'x-lead-token': REDACTED, authorization: REDACTED, cookie: REDACTED },
    })
  })

  it('keeps an error’s message and a service’s status, never the body it answered', () => {
    const { logger, lines } = capturedLogger()
    const error = new ServiceError({
      service: 'backend',
      kind: 'http',
      method: 'POST',
      url: 'http://backend.test/site/api/site/email/contact/?client=6',
      status: 400,
      body: { email: 'ana@example.com', error: 'rechazado' },
    })
    logger.error({ err: error, kind: 'contact' }, 'Un servicio no tomó la consulta')
    expect(lines[0]!.err).toEqual({
      type: 'ServiceError',
      message: error.message,
      stack: expect.any(String),
      service: 'backend',
      kind: 'http',
      status: 400,
    })
    expect(JSON.stringify(lines[0])).not.toContain('ana@example.com')
  })

  it('writes nothing below its level', () => {
    const { logger, lines } = capturedLogger('warn')
    logger.info('pedido')
    logger.warn('Límite alcanzado')
    expect(lines.map((line) => line.msg)).toEqual(['Límite alcanzado'])
  })
})

describe('the log’s settings', () => {
  it('are info and JSON, readable lines at a terminal', () => {
    expect(readLogSettings({}, false)).toEqual({ level: 'info', pretty: false })
    expect(readLogSettings({}, true)).toEqual({ level: 'info', pretty: true })
    expect(readLogSettings({ LOG_LEVEL: 'DEBUG', LOG_FORMAT: 'json' }, true)).toEqual({
      level: 'debug',
      pretty: false,
    })
  })

  it('refuse a level or a format they do not know, in Spanish', () => {
    expect(() => readLogSettings({ LOG_LEVEL: 'verbose' }, false)).toThrow(
      /LOG_LEVEL debe ser uno de fatal, error, warn, info, debug, trace, silent/,
    )
    expect(() => readLogSettings({ LOG_FORMAT: 'xml' }, false)).toThrow(
      /LOG_FORMAT debe ser json o pretty/,
    )
  })
})
