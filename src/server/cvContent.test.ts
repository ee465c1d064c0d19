import { compoundFile, WORD_DOC } from '../../__tests__/support/ole2'
import { DOCX_ENTRIES, WORD_DOCX, zipArchive } from '../../__tests__/support/zip'
import { CV_MAX_BYTES } from '../domain/leads/applicationValidation'
import { cvDataUrl, cvFileName, readCv } from './cvContent'

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')
const doc = WORD_DOC
// A Windows executable ("MZ") and a plain ZIP that is no Word document.
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128)])
const photos = zipArchive([{ name: 'fotos/casa.jpg', content: 'JFIF' }])

describe('readCv', () => {
  it('knows a PDF, a Word 97-2003 and a Word .docx file by their content', () => {
    expect(readCv(dataUrl('application/pdf', pdf))).toEqual({ ok: true, kind: 'pdf', content: pdf })
    expect(readCv(dataUrl('application/msword', doc))).toMatchObject({ ok: true, kind: 'doc' })
    expect(readCv(dataUrl(DOCX_MIME, WORD_DOCX))).toMatchObject({ ok: true, kind: 'docx' })
    expect(readCv(dataUrl(DOCX_MIME, zipArchive(DOCX_ENTRIES)))).toMatchObject({ kind: 'docx' })
  })

  it('refuses an executable renamed .pdf, whatever type it claims', () => {
    expect(readCv(dataUrl('application/pdf', exe))).toEqual({ ok: false, reason: 'not-a-document' })
    expect(readCv(dataUrl('application/msword', exe))).toEqual({
      ok: false,
      reason: 'not-a-document',
    })
  })

  it('refuses a PDF that is only its first bytes, and a compound file that is no Word document', () => {
    const refused = [
      Buffer.concat([Buffer.from('%PDF-1.4\n'), exe]),
      Buffer.from('%PDF-\n%%EOF\n'),
      Buffer.concat([pdf, Buffer.alloc(2_000)]),
      compoundFile(['Workbook']),
      compoundFile(['MsiFile']),
      // The name in a stream's bytes, not as a directory entry.
      Buffer.concat([compoundFile([]), Buffer.from('xWordDocument\0', 'utf16le')]),
    ]
    for (const content of refused)
      expect(readCv(dataUrl('application/pdf', content))).toEqual({
        ok: false,
        reason: 'not-a-document',
      })
  })

  it('knows a .docx by the entries of its ZIP directory, not by text found in its bytes', () => {
    const refused = [
      // The parts' names only inside a file, and only in the archive's comment.
      zipArchive([
        { name: '[Content_Types].xml', content: '<Types/>' },
        { name: 'leeme.txt', content: 'word/document.xml' },
      ]),
      zipArchive([{ name: '[Content_Types].xml', content: '<Types/>' }], {
        comment: 'word/document.xml',
      }),
      // The old substring check's idea of a .docx: a local header and the names as text.
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.alloc(26),
        Buffer.from('[Content_Types].xml...word/document.xml...'),
      ]),
      photos,
      // A spreadsheet: an Office package, but no Word document.
      zipArchive([
        { name: '[Content_Types].xml', content: '<Types/>' },
        { name: 'xl/workbook.xml', content: '<workbook/>' },
      ]),
      WORD_DOCX.subarray(0, WORD_DOCX.length - 30),
      zipArchive(DOCX_ENTRIES.map((entry) => ({ ...entry, flags: 1 }))),
    ]
    for (const content of refused)
      expect(readCv(dataUrl(DOCX_MIME, content))).toEqual({ ok: false, reason: 'not-a-document' })
  })

  it('refuses a ZIP that is not a Word document, and an empty file', () => {
    expect(readCv(dataUrl('application/zip', photos))).toMatchObject({ reason: 'not-a-document' })
    expect(readCv('data:application/pdf;base64,')).toMatchObject({ reason: 'not-a-document' })
  })

  it('refuses what is not a base64 data URL', () => {
    expect(readCv('https://example.com/cv.pdf')).toMatchObject({ reason: 'malformed' })
    expect(readCv('data:application/pdf,%PDF-1.7')).toMatchObject({ reason: 'malformed' })
    expect(readCv('data:application/pdf;base64,JVBER$$$')).toMatchObject({ reason: 'malformed' })
  })

  it('refuses a file over 5 MB before decoding it', () => {
    const big = Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES)])
    expect(readCv(dataUrl('application/pdf', big))).toEqual({ ok: false, reason: 'too-large' })
    const fits = Buffer.concat([Buffer.alloc(CV_MAX_BYTES - pdf.length), pdf])
    fits.write('%PDF-1.7', 0, 'latin1')
    const reading = readCv(dataUrl('application/pdf', fits))
    expect(reading.ok && reading.content.length).toBe(CV_MAX_BYTES)
  })
})

describe('cvFileName', () => {
  it('names the file after the applicant, with the extension of the type the bytes showed', () => {
    expect(cvFileName('pdf', 'Ana.Gomez@example.com')).toBe('cv-ana.gomez.pdf')
    expect(cvFileName('docx', ' josé_núñez+cv@example.com ')).toBe('cv-jose_nunez-cv.docx')
  })

  it('keeps only letters, digits and single separators, within a sane length', () => {
    expect(cvFileName('doc', '../../etc/passwd;x=y@example.com')).toBe('cv-etc-passwd-x-y.doc')
    expect(cvFileName('pdf', '"a b"\r\n<c>@example.com')).toBe('cv-a-b-c.pdf')
    expect(cvFileName('pdf', `${'a'.repeat(300)}@example.com`)).toBe(`cv-${'a'.repeat(40)}.pdf`)
    expect(cvFileName('pdf', '…@example.com')).toBe('cv.pdf')
    expect(cvFileName('pdf', '')).toBe('cv.pdf')
  })
})

describe('cvDataUrl', () => {
  it('sends the type read from the bytes and a name of its own, whatever the browser declared', () => {
    const declared = `data:application/x-msdownload;name=cv.pdf.exe;base64,${pdf.toString('base64')}`
    const reading = readCv(declared)
    if (!reading.ok) throw new Error('a PDF was refused')
    expect(cvDataUrl(reading.kind, reading.content, 'ana@example.com')).toBe(
      `data:application/pdf;name=cv-ana.pdf;base64,${pdf.toString('base64')}`,
    )
    const word = readCv(dataUrl('application/pdf', WORD_DOCX))
    expect(word.ok && cvDataUrl(word.kind, word.content, 'ana@example.com')).toBe(
      `data:${DOCX_MIME};name=cv-ana.docx;base64,${WORD_DOCX.toString('base64')}`,
    )
  })

  it('writes the bytes in canonical base64, padded, however the browser wrote them', () => {
    // "%PDF-1.4 %%EOF" without its padding, and with stray bits in its last character.
    for (const base64 of ['JVBERi0xLjQgJSVFT0Y', 'JVBERi0xLjQgJSVFT0Z=']) {
      const reading = readCv(`data:application/pdf;base64,${base64}`)
      expect(reading.ok && cvDataUrl(reading.kind, reading.content, 'ana@example.com')).toBe(
        'data:application/pdf;name=cv-ana.pdf;base64,JVBERi0xLjQgJSVFT0Y=',
      )
    }
  })
})
