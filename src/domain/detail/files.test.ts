import { fileExtension, fileName } from './files'

describe('files', () => {
  it('reads the extension of the address, without query or fragment', () => {
    expect(fileExtension('https://cdn.example/files/12/reglamento.pdf?token=1')).toBe('PDF')
    expect(fileExtension('https://cdn.example/files/12/plano.DWG#p1')).toBe('DWG')
    expect(fileExtension('https://cdn.example/files/12/descarga')).toBe('')
    expect(fileExtension('https://cdn.example.com/')).toBe('')
  })

  it('names a file by its public name, else by its position', () => {
    expect(fileName({ url: 'x', name: ' Reglamento ' }, 0)).toBe('Reglamento')
    expect(fileName({ url: 'x', name: '' }, 1)).toBe('Archivo 2')
  })
})
