/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeProperty } from '../__tests__/support/factories'
import { qrCodeSvg, writeQrCodes } from './qrCodes'

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

  it('draws another code for another site address', async () => {
    expect(await qrCodeSvg(`${SITE}/a`)).not.toBe(await qrCodeSvg('https://otra.example/a'))
  })
})
