import { DOCX_ENTRIES, WORD_DOCX, zipArchive } from '../../__tests__/support/zip'
import { zipEntryNames } from './zipEntries'

const NAMES = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml']
/** A copy of `zip` with a 16- or 32-bit field of the end record (`at` bytes into it) set. */
function withEndField(zip: Buffer, at: number, value: number, bits: 16 | 32): Buffer {
  const copy = Buffer.from(zip)
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (bits === 16) copy.writeUInt16LE(value, end + at)
  else copy.writeUInt32LE(value, end + at)
  return copy
}

describe('zipEntryNames', () => {
  it('lists the entries of a real archive and of a stored one, in directory order', () => {
    expect(zipEntryNames(WORD_DOCX)).toEqual(NAMES)
    expect(zipEntryNames(zipArchive(DOCX_ENTRIES, { comment: 'Hecho a mano' }))).toEqual(NAMES)
  })

  it('reads names only from the directory, never from contents or the comment', () => {
    const zip = zipArchive([{ name: 'notas.txt', content: 'word/document.xml' }], {
      comment: 'word/document.xml',
    })
    expect(zipEntryNames(zip)).toEqual(['notas.txt'])
  })

  it('refuses an archive cut short anywhere, or with bytes after its end record', () => {
    for (const length of [0, 10, 40, WORD_DOCX.length - 200, WORD_DOCX.length - 1])
      expect(zipEntryNames(WORD_DOCX.subarray(0, length))).toBeNull()
    expect(zipEntryNames(Buffer.concat([WORD_DOCX, Buffer.from('x')]))).toBeNull()
  })

  it('refuses an archive whose directory points outside it or miscounts its entries', () => {
    expect(zipEntryNames(withEndField(WORD_DOCX, 16, WORD_DOCX.length, 32))).toBeNull()
    expect(zipEntryNames(withEndField(WORD_DOCX, 12, 10, 32))).toBeNull()
    expect(zipEntryNames(withEndField(withEndField(WORD_DOCX, 8, 2, 16), 10, 2, 16))).toBeNull()
    expect(zipEntryNames(withEndField(withEndField(WORD_DOCX, 8, 0, 16), 10, 0, 16))).toBeNull()
  })

  it('refuses an entry whose data is missing before the directory', () => {
    const zip = zipArchive(DOCX_ENTRIES)
    const directory = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    // The first entry claims a megabyte of data.
    const bloated = Buffer.from(zip)
    bloated.writeUInt32LE(1024 * 1024, directory + 20)
    expect(zipEntryNames(bloated)).toBeNull()
  })

  it('refuses zip64 markers, more than one disk and an encrypted entry', () => {
    expect(zipEntryNames(withEndField(WORD_DOCX, 10, 0xffff, 16))).toBeNull()
    expect(zipEntryNames(withEndField(WORD_DOCX, 16, 0xffffffff, 32))).toBeNull()
    expect(zipEntryNames(withEndField(WORD_DOCX, 4, 1, 16))).toBeNull()
    const locator = Buffer.alloc(20)
    locator.writeUInt32LE(0x07064b50, 0)
    const end = WORD_DOCX.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
    const zip64 = Buffer.concat([WORD_DOCX.subarray(0, end), locator, WORD_DOCX.subarray(end)])
    expect(zipEntryNames(zip64)).toBeNull()
    const encrypted = DOCX_ENTRIES.map((entry, index) =>
      index === 2 ? { ...entry, flags: 1 } : entry,
    )
    expect(zipEntryNames(zipArchive(encrypted))).toBeNull()
  })
})
