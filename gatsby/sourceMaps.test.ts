/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { moveSourceMaps } from './sourceMaps'

describe('moveSourceMaps', () => {
  it('takes the maps out of public/, leaving the scripts, and keeps only the last build’s', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'maps-'))
    const publicDir = path.join(scratch, 'public')
    const kept = path.join(scratch, '.cache/source-maps')
    mkdirSync(path.join(publicDir, 'static'), { recursive: true })
    mkdirSync(kept, { recursive: true })
    writeFileSync(path.join(kept, 'app-viejo.js.map'), '{}')
    for (const name of ['app-1a.js', 'app-1a.js.map', 'framework-2b.js.map', 'static/x.png'])
      writeFileSync(path.join(publicDir, name), 'x')
    expect(moveSourceMaps(publicDir, kept)).toBe(2)
    expect(readdirSync(publicDir).sort()).toEqual(['app-1a.js', 'static'])
    expect(readdirSync(kept).sort()).toEqual(['app-1a.js.map', 'framework-2b.js.map'])
    expect(existsSync(path.join(publicDir, 'static/x.png'))).toBe(true)
    rmSync(scratch, { recursive: true, force: true })
  })
})
