import zlib from 'node:zlib'
import { createCompressor, encodingFor, isCompressible } from './compression'

describe('encodingFor', () => {
  it('prefers brotli, takes gzip, and sends nothing compressed to a client that takes neither', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br')
    expect(encodingFor('gzip')).toBe('gzip')
    expect(encodingFor('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(encodingFor('identity')).toBeNull()
    expect(encodingFor(undefined)).toBeNull()
  })
})

describe('isCompressible', () => {
  it('compresses text, JSON, scripts and SVG, not pictures', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true)
    expect(isCompressible('application/json; charset=utf-8')).toBe(true)
    expect(isCompressible('application/javascript; charset=utf-8')).toBe(true)
    expect(isCompressible('image/svg+xml; charset=utf-8')).toBe(true)
    expect(isCompressible('image/webp')).toBe(false)
  })
})

describe('createCompressor', () => {
  const page = Buffer.from('<p>Departamento luminoso en Palermo.</p>'.repeat(500))

  it('gives back the body compressed, which decompresses to it', async () => {
    const compressor = createCompressor()
    expect(zlib.brotliDecompressSync(await compressor.compress(page, 'br'))).toEqual(page)
    expect(zlib.gunzipSync(await compressor.compress(page, 'gzip'))).toEqual(page)
  })

  it('compresses an answer once, whoever asks again and however many ask at once', async () => {
    const compressor = createCompressor()
    const [first, second] = await Promise.all([
      compressor.compress(page, 'br', 'venta/index.html:v1'),
      compressor.compress(page, 'br', 'venta/index.html:v1'),
    ])
    expect(second).toBe(first)
    expect(await compressor.compress(page, 'br', 'venta/index.html:v1')).toBe(first)
    // Without a key, the same bytes are the same answer.
    const unnamed = await compressor.compress(page, 'gzip')
    expect(await compressor.compress(Buffer.from(page), 'gzip')).toBe(unnamed)
  })

  it('keeps no more than its bytes, forgetting the least recently used first', async () => {
    const compressor = createCompressor(8_000)
    const pages = Array.from({ length: 20 }, (_, i) =>
      Buffer.from(`${i} `.repeat(2_000) + Math.random().toString(36).repeat(20)),
    )
    for (const [i, body] of pages.entries()) await compressor.compress(body, 'gzip', `p${i}`)
    expect(compressor.size()).toBeLessThanOrEqual(8_000)
    expect(compressor.size()).toBeGreaterThan(0)
  })
})
