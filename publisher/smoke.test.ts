/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { smokeCheck } from './smoke'

let dir: string
const html = (title: string) =>
  `<!DOCTYPE html><html><head><title data-gatsby-head="true">${title}</title></head><body><div id="___gatsby"></div></body></html>`
function write(sitePath: string, content: string) {
  const file = path.join(dir, sitePath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}
const PROPERTY = '/propiedad/venta/thames-al-800/123'
const sitemap = (...paths: string[]) =>
  `<urlset>${paths.map((p) => `<url><loc>https://sitio.test${p}</loc></url>`).join('')}</urlset>`

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'smoke-'))
  write('index.html', html('Inicio'))
  write('page-data/index/page-data.json', '{}')
  write('venta/index.html', html('Venta'))
  write(`${PROPERTY}/index.html`, html('Casa'))
  write('sitemap.xml', sitemap('/', '/venta', PROPERTY))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('smokeCheck', () => {
  it('passes a site with its home, a listing, a property and the sitemap', () => {
    expect(smokeCheck(dir)).toEqual([])
  })

  it('reads a site laid out for Netlify (gatsby-adapter-netlify) too', () => {
    rmSync(path.join(dir, 'venta'), { recursive: true })
    rmSync(path.join(dir, 'propiedad'), { recursive: true })
    write('venta/[...].html', html('Venta'))
    write(`${PROPERTY}.html`, html('Casa'))
    expect(smokeCheck(dir)).toEqual([])
  })

  it('follows a sitemap index to its parts', () => {
    write(
      'sitemap.xml',
      '<sitemapindex><sitemap><loc>https://sitio.test/sitemap-1.xml</loc></sitemap></sitemapindex>',
    )
    write('sitemap-1.xml', sitemap('/', PROPERTY))
    expect(smokeCheck(dir)).toEqual([])
  })

  it('names each missing piece in Spanish', () => {
    write('index.html', '<html>a medio escribir')
    rmSync(path.join(dir, 'venta'), { recursive: true })
    rmSync(path.join(dir, 'propiedad'), { recursive: true })
    expect(smokeCheck(dir)).toEqual([
      'Falta la página de inicio (index.html).',
      'No hay ningún listado (/venta, /alquiler, /temporario).',
      `Falta la página de la propiedad ${PROPERTY} que lista sitemap.xml.`,
    ])
    write('sitemap.xml', sitemap('/'))
    expect(smokeCheck(dir)).toContain('sitemap.xml no lista ninguna propiedad.')
    rmSync(path.join(dir, 'sitemap.xml'))
    expect(smokeCheck(dir)).toContain('Falta sitemap.xml.')
    expect(smokeCheck(path.join(dir, 'nada'))[0]).toMatch(/^No existe .*nada: no hay un sitio/)
  })
})
