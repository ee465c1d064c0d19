import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { byteProblem, checkPublishedBytes, firstInvalidUtf8 } from './publishedBytes'

const SOURCE = JSON.stringify({ title: 'Casa en C\uFFFDrdoba', city: 'Córdoba' })

describe('byteProblem', () => {
  it('passes whole text of every width', () => {
    expect(byteProblem(Buffer.from('<p>Córdoba · 3 € 🏠</p>'), SOURCE)).toBeNull()
  })

  it('finds a NUL byte where a renderer split a character', () => {
    const bytes = Buffer.concat([Buffer.from('<p>C'), Buffer.from([0]), Buffer.from('órdoba</p>')])
    expect(byteProblem(bytes, SOURCE)).toEqual({ offset: 4, what: 'nul' })
  })

  it('finds bytes that are not UTF-8: a cut character, a Latin-1 byte, an overlong form', () => {
    const cut = Buffer.from('Córdoba').subarray(0, 2)
    expect(firstInvalidUtf8(cut)).toBe(1)
    expect(firstInvalidUtf8(Buffer.from([0x43, 0xf3, 0x72]))).toBe(1)
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xc0, 0xaf]))).toBe(1)
    expect(firstInvalidUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0)
    expect(firstInvalidUtf8(Buffer.from('ó€🏠'))).toBe(-1)
    expect(byteProblem(Buffer.from([0x43, 0xf3, 0x72]), SOURCE)).toEqual({
      offset: 1,
      what: 'utf8',
    })
  })

  it('takes a U+FFFD the broker sent, and refuses one the build made', () => {
    expect(byteProblem(Buffer.from('<h1>Casa en C\uFFFDrdoba</h1>'), SOURCE)).toBeNull()
    const made = Buffer.from('<p>Informaci\uFFFDn</p>')
    expect(byteProblem(made, SOURCE)).toEqual({ offset: 12, what: 'replacement' })
  })
})

describe('checkPublishedBytes', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bytes-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const write = (file: string, bytes: Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), bytes)
  }

  it('names each broken file of this build with its line, column and text, in Spanish', () => {
    const broken = Buffer.concat([
      Buffer.from('<html>\n<title>Depto '),
      Buffer.from([0]),
      Buffer.from('· Palermo</title>'),
    ])
    write('propiedad/1/index.html', broken)
    write('page-data/x/page-data.json', Buffer.from('{"a":"Córdoba"}'))
    write('foto.jpg', Buffer.from([0, 0, 0]))
    // Written before this build: checked by the build that wrote it.
    write('viejo/index.html', broken)
    const old = new Date(Date.now() - 60_000)
    utimesSync(path.join(dir, 'viejo/index.html'), old, old)
    const result = checkPublishedBytes(dir, Date.now() - 30_000, SOURCE)
    expect(result.checked).toBe(2)
    expect(result.problems).toEqual([
      'propiedad/1/index.html, línea 2, columna 14: un byte NUL, en «<html> <title>Depto \\0· Palermo</title>»',
    ])
  })
})
