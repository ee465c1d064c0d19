import { cvMimeType, formatFileSize, withMimeType } from './cvFile'

describe('cvMimeType', () => {
  it("keeps the browser's type for PDF and Word", () => {
    expect(cvMimeType({ name: 'cv.pdf', type: 'application/pdf' })).toBe('application/pdf')
    expect(cvMimeType({ name: 'cv', type: 'application/msword' })).toBe('application/msword')
  })

  it('takes the type from the extension when the browser gives none', () => {
    expect(cvMimeType({ name: 'Ana Gómez.DOCX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(cvMimeType({ name: 'cv.doc', type: 'application/octet-stream' })).toBe(
      'application/msword',
    )
    expect(cvMimeType({ name: 'cv.pdf', type: '' })).toBe('application/pdf')
  })

  it("keeps any other file's type, so the rules refuse it", () => {
    expect(cvMimeType({ name: 'foto.png', type: 'image/png' })).toBe('image/png')
    expect(cvMimeType({ name: 'cv', type: '' })).toBe('')
  })
})

describe('withMimeType', () => {
  it('relabels a data URL and leaves its content alone', () => {
    expect(withMimeType('data:application/octet-stream;base64,JVBERi0=', 'application/pdf')).toBe(
      'data:application/pdf;base64,JVBERi0=',
    )
    expect(withMimeType('data:;base64,AAAA', 'application/msword')).toBe(
      'data:application/msword;base64,AAAA',
    )
  })
})

describe('formatFileSize', () => {
  it('writes sizes as a visitor reads them, with a decimal comma', () => {
    expect(formatFileSize(850)).toBe('850 bytes')
    expect(formatFileSize(12 * 1024 + 100)).toBe('12 KB')
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB')
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB')
  })
})
