/**
 * Brotli or gzip, as the browser asks, each answer compressed once: the site sends the same
 * bytes again and again (a page until the next build, a catalogue read for a minute), and
 * compressing a page on every request would hold a worker to a fraction of what it serves
 * uncompressed. The compressed copies live in a memory cache bounded in bytes, keyed by what the
 * answer is (a file's path and version, or a digest of the body); the work runs on libuv's
 * threads, off the event loop.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import { LRUCache } from 'lru-cache'

export type Encoding = 'br' | 'gzip'
const ENCODINGS: Encoding[] = ['br', 'gzip']

/** Answers shorter than this go as they are: the headers would cost more than the saving. */
export const MIN_COMPRESSED_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The encoding to send for an Accept-Encoding header, brotli first; null for none. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding
  if (!header) return null
  return (negotiate(header, ENCODINGS) as Encoding | null) ?? null
}

export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType)

function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 6 of 11: within a few percent of the smallest, at a tenth of the time.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 })
}

export interface Compressor {
  /** The body in `encoding`, from the cache or compressed now; `key` names its version. */
  compress(body: Buffer, encoding: Encoding, key?: string): Promise<Buffer>
  /** Bytes the cache holds now. */
  size(): number
}

export function createCompressor(maxBytes = 64 * 1024 * 1024): Compressor {
  // Least recently used first out, bounded by total bytes; one answer takes an eighth at most.
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (value) => value.length,
  })
  const pending = new Map<string, Promise<Buffer>>()
  return {
    async compress(body, encoding, key) {
      const id = `${encoding}:${key ?? createHash('sha1').update(body).digest('base64url')}`
      const hit = cache.get(id)
      if (hit) return hit
      // Concurrent requests for the same answer share one compression.
      let running = pending.get(id)
      if (!running) {
        running = encode(body, encoding).finally(() => pending.delete(id))
        pending.set(id, running)
        void running.then(
          (value) => cache.set(id, value),
          () => undefined,
        )
      }
      return running
    },
    size: () => cache.calculatedSize,
  }
}
