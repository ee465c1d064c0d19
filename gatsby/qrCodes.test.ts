/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeProperty } from '../__tests__/support/factories'
import QRCode from 'qrcode'
import { qrCodeSvg, readDrawnQrCodes, writeDrawnQrCodes, writeQrCodes } from './qrCodes'

const SITE = 'https://inmobiliaria.example'
const forSaleAndRent = makeProperty({
  id: 7104123,
  operations: [
    { operation_id: 1, operation_type: 'Venta', prices: [] },
    { operation_id: 2, operation_type: 'Alquiler', prices: [] },
  ],
})

describe('writeQrCodes', () => {
  it('writes one SVG per property page, only when it changed, and removes those of pages gone', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'qr-'))
    expect(await writeQrCodes(publicDir, [forSaleAndRent], SITE)).toBe(2)
    const dir = path.join(publicDir, 'qr')
    expect(readdirSync(dir).sort()).toEqual(['7104123-1.svg', '7104123-2.svg'])
    const sale = readFileSync(path.join(dir, '7104123-1.svg'), 'utf8')
    expect(sale).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/)
    // Each page's own address: the two operations draw different codes.
    expect(readFileSync(path.join(dir, '7104123-2.svg'), 'utf8')).not.toBe(sale)
    expect(sale).toBe(await qrCodeSvg(`${SITE}/propiedad/venta/gorriti-al-4300/7104123`))

    const before = statSync(path.join(dir, '7104123-1.svg')).mtimeMs
    writeFileSync(path.join(dir, '9999-1.svg'), '<svg/>')
    const saleOnly = { ...forSaleAndRent, operations: forSaleAndRent.operations.slice(0, 1) }
    expect(await writeQrCodes(publicDir, [saleOnly], SITE)).toBe(0)
    expect(readdirSync(dir)).toEqual(['7104123-1.svg'])
    expect(statSync(path.join(dir, '7104123-1.svg')).mtimeMs).toBe(before)
  })

  it('draws again only a code whose address changed, with what a previous build kept', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'qr-'))
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'qr-cache-'))
    writeDrawnQrCodes(cacheDir, new Map())
    const drawn = readDrawnQrCodes(cacheDir)
    await writeQrCodes(publicDir, [forSaleAndRent], SITE, drawn)
    writeDrawnQrCodes(cacheDir, drawn)

    const draw = jest.spyOn(QRCode, 'toString')
    try {
      const kept = readDrawnQrCodes(cacheDir)
      expect(await writeQrCodes(publicDir, [forSaleAndRent], SITE, kept)).toBe(0)
      expect(draw).not.toHaveBeenCalled()

      const moved = { ...forSaleAndRent, fake_address: 'Honduras al 5000' }
      expect(await writeQrCodes(publicDir, [moved], SITE, kept)).toBe(2)
      expect(draw).toHaveBeenCalledTimes(2)
      expect(readFileSync(path.join(publicDir, 'qr', '7104123-1.svg'), 'utf8')).toBe(
        await qrCodeSvg(`${SITE}/propiedad/venta/honduras-al-5000/7104123`),
      )

      // A file gone from public/ is drawn again whatever the cache says.
      rmSync(path.join(publicDir, 'qr', '7104123-2.svg'))
      draw.mockClear()
      expect(await writeQrCodes(publicDir, [moved], SITE, kept)).toBe(1)
      expect(draw).toHaveBeenCalledTimes(1)
    } finally {
      draw.mockRestore()
    }
  })

  it('reads an unreadable cache as nothing drawn', () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'qr-cache-'))
    expect(readDrawnQrCodes(cacheDir)).toEqual(new Map())
    writeFileSync(path.join(cacheDir, 'qr-codes.json'), '{"roto"')
    expect(readDrawnQrCodes(cacheDir)).toEqual(new Map())
    writeFileSync(path.join(cacheDir, 'qr-codes.json'), '[["a.svg", 1], ["b.svg", "https://x"]]')
    expect(readDrawnQrCodes(cacheDir)).toEqual(new Map([['b.svg', 'https://x']]))
  })

  it('draws another code for another site address', async () => {
    expect(await qrCodeSvg(`${SITE}/a`)).not.toBe(await qrCodeSvg('https://otra.example/a'))
  })
})
