import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freshnessText } from '../src/domain/site/freshnessText'
import { markSourced, writeDataFreshness } from './dataFreshnessFile'

describe('writeDataFreshness', () => {
  it('publishes the time the build read the catalogue, which the footer reads back', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'freshness-'))
    try {
      markSourced(new Date('2026-11-23T17:05:00Z'))
      writeDataFreshness(dir)
      const written = JSON.parse(readFileSync(path.join(dir, 'data-freshness.json'), 'utf8'))
      expect(written).toEqual({ published_at: '2026-11-23T17:05:00.000Z' })
      expect(freshnessText(written)).toBe('Datos actualizados el 23/11 a las 14:05')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
