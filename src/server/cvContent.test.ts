import { CV_MAX_BYTES } from '../domain/applicationValidation'
import { readCv } from './cvContent'

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')
const doc = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(64),
])
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml...word/document.xml...'),
])
// A Windows executable ("MZ") and a plain ZIP that is no Word document.
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128)])
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('fotos/casa.jpg')])

describe('readCv', () => {
  it('knows a PDF, a Word 97-2003 and a Word .docx file by their content', () => {
    expect(readCv(dataUrl('application/pdf', pdf))).toEqual({
      ok: true,
      kind: 'pdf',
      bytes: pdf.length,
    })
    expect(readCv(dataUrl('application/msword', doc))).toMatchObject({ ok: true, kind: 'doc' })
    expect(
      readCv(
        dataUrl('application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx),
      ),
    ).toMatchObject({ ok: true, kind: 'docx' })
  })

  it('refuses an executable renamed .pdf, whatever type it claims', () => {
    expect(readCv(dataUrl('application/pdf', exe))).toEqual({ ok: false, reason: 'not-a-document' })
    expect(readCv(dataUrl('application/msword', exe))).toEqual({
      ok: false,
      reason: 'not-a-document',
    })
  })

  it('refuses a ZIP that is not a Word document, and an empty file', () => {
    expect(readCv(dataUrl('application/zip', zip))).toMatchObject({ reason: 'not-a-document' })
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
    const fits = Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES - pdf.length)])
    expect(readCv(dataUrl('application/pdf', fits))).toMatchObject({
      ok: true,
      bytes: CV_MAX_BYTES,
    })
  })
})
