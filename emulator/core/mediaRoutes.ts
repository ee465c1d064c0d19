/**
 * Photos and attachments the demo data points at, map tiles for the results map, plus the
 * developers' submissions list.
 */
import { demoPdf } from './pdf'
import type { EmulatorContext } from './context'
import { empty, json, type EmulatorRequest, type EmulatorResponse } from './responses'
import { isPhotoSize, isScene, MEDIA_VERSION } from './photoRenderer'
import type { Route } from './router'
import { demoTile, isTile } from './tiles'

// Addresses never change meaning within a MEDIA_VERSION, so browsers may keep them a day.
const CACHE_CONTROL = 'public, max-age=86400'

/** The asset, or 304 when the client already holds this version. */
async function asset(
  request: EmulatorRequest,
  etag: string,
  type: string,
  produce: () => Promise<Buffer> | Buffer,
): Promise<EmulatorResponse> {
  const headers = { etag, 'cache-control': CACHE_CONTROL }
  if (request.headers['if-none-match'] === etag) return empty(304, headers)
  return { status: 200, headers: { ...headers, 'content-type': type }, body: await produce() }
}

const notFound = (what: string) => json(404, { error: `No such media: ${what}` })

/** Routes under /demo-media, /tiles and /__submissions. */
export function mediaRoutes(ctx: EmulatorContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/demo-media/files/:owner/:file',
      service: 'media',
      handler: (request, { owner = '', file = '' }) => {
        if (!/^\d+$/.test(owner) || !/^[a-z0-9-]+\.pdf$/.test(file)) return notFound(request.path)
        const etag = `"${MEDIA_VERSION}-file-${owner}-${file}"`
        const title = file.replace(/\.pdf$/, '').replace(/-/g, ' ')
        return asset(request, etag, 'application/pdf', () =>
          demoPdf([
            `${title.charAt(0).toUpperCase()}${title.slice(1)}`,
            `Inmobiliaria Demo - ficha ${owner}`,
          ]),
        )
      },
    },
    {
      method: 'GET',
      pattern: '/demo-media/:scene/:key/:file',
      service: 'media',
      handler: (request, { scene = '', key = '', file = '' }) => {
        const match = /^(\d{1,12})-(\d{1,3})$/.exec(key)
        const size = file.replace(/\.jpg$/, '')
        if (!match || !file.endsWith('.jpg') || !isScene(scene) || !isPhotoSize(size)) {
          return notFound(request.path)
        }
        const [, owner = '0', index = '0'] = match
        const etag = `"${MEDIA_VERSION}-${scene}-${owner}-${index}-${size}"`
        return asset(request, etag, 'image/jpeg', () =>
          ctx.media.photo(scene, Number(owner), Number(index), size),
        )
      },
    },
    {
      method: 'GET',
      pattern: '/tiles/:z/:x/:file',
      service: 'media',
      handler: (request, { z = '', x = '', file = '' }) => {
        const y = file.replace(/\.png$/, '')
        if (!file.endsWith('.png') || !isTile(z, x, y)) return notFound(request.path)
        // Every tile is the same picture: one ETag for all.
        return asset(request, `"${MEDIA_VERSION}-tile"`, 'image/png', demoTile)
      },
    },
    {
      method: 'GET',
      pattern: '/__submissions',
      service: 'dev',
      handler: () => json(200, ctx.submissions.list()),
    },
  ]
}
