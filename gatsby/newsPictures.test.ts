import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { NEWS_PICTURES_PATH, sizeNewsPictures } from './newsPictures'

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()

describe('sizeNewsPictures', () => {
  let root: string
  let publicDir: string
  let cacheDir: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'news-pictures-'))
    publicDir = path.join(root, 'public')
    cacheDir = path.join(root, 'state')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('makes WebP copies 480 and 960 wide into public/, and names them in the srcset', async () => {
    const fetchPicture = jest.fn(() => jpeg(1600, 1067))
    const warn = jest.fn()
    const url = 'https://media.example.com/news/1/original.jpg'
    const pictures = await sizeNewsPictures([url, url], { publicDir, cacheDir, fetchPicture, warn })

    const picture = pictures.get(url)!
    const [narrow, wide] = picture.srcSet.split(', ').map((entry) => entry.split(' '))
    expect(narrow![1]).toBe('480w')
    expect(wide![1]).toBe('960w')
    expect(picture.src).toBe(wide![0])
    expect(picture.src.startsWith(`${NEWS_PICTURES_PATH}/`)).toBe(true)
    for (const [address, width] of [narrow!, wide!]) {
      const file = path.join(publicDir, address!)
      const meta = await sharp(readFileSync(file)).metadata()
      expect([meta.format, `${meta.width}w`]).toEqual(['webp', width])
    }
    // The same address twice is fetched once.
    expect(fetchPicture).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
  })

  it('never enlarges a small original, and offers only the widths it has', async () => {
    const url = 'https://media.example.com/small.jpg'
    const pictures = await sizeNewsPictures([url], {
      publicDir,
      cacheDir,
      fetchPicture: () => jpeg(600, 400),
      warn: jest.fn(),
    })
    expect(pictures.get(url)!.srcSet).toMatch(/^\S+-480\.webp 480w, \S+-600\.webp 600w$/)
  })

  it('reuses the copies of an earlier build without fetching again', async () => {
    const url = 'https://media.example.com/again.jpg'
    const first = await sizeNewsPictures([url], {
      publicDir,
      cacheDir,
      fetchPicture: () => jpeg(1200, 800),
      warn: jest.fn(),
    })
    rmSync(publicDir, { recursive: true })
    const fetchPicture = jest.fn(() => jpeg(1200, 800))
    const second = await sizeNewsPictures([url], {
      publicDir,
      cacheDir,
      fetchPicture,
      warn: jest.fn(),
    })
    expect(fetchPicture).not.toHaveBeenCalled()
    expect(second.get(url)).toEqual(first.get(url))
    expect(existsSync(path.join(publicDir, second.get(url)!.src))).toBe(true)
  })

  it('reports a picture it cannot read and leaves it out, so its cards keep the original', async () => {
    const warn = jest.fn()
    const good = 'https://media.example.com/good.jpg'
    const broken = 'https://media.example.com/broken.jpg'
    const pictures = await sizeNewsPictures([broken, good, ''], {
      publicDir,
      cacheDir,
      fetchPicture: (url) =>
        url === broken ? Promise.resolve(Buffer.from('<html>no</html>')) : jpeg(1000, 700),
      warn,
    })
    expect([...pictures.keys()]).toEqual([good])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain(`(${broken}) no se pudo achicar`)
    expect(warn.mock.calls[0]![0]).toContain('Sus tarjetas usan la original.')
  })
})
