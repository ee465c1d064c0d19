import { makeProducer, makeSettings } from '../../../__tests__/support/factories'
import { qrCodePath, qrCodeText, sheetContacts } from './printSheet'

describe('qrCodePath', () => {
  it('names one file per property and operation', () => {
    expect(qrCodePath(7104123, 1)).toBe('/qr/7104123-1.svg')
    expect(qrCodePath(7104123, 2)).toBe('/qr/7104123-2.svg')
  })
})

describe('qrCodeText', () => {
  it('escapes what is beyond ASCII, once, whether or not the address came escaped', () => {
    const plain = 'https://inmobiliaria.example/propiedad/venta/vicente-lópez-al-3000/7107474'
    const escaped =
      'https://inmobiliaria.example/propiedad/venta/vicente-l%C3%B3pez-al-3000/7107474'
    expect(qrCodeText(plain)).toBe(escaped)
    expect(qrCodeText(escaped)).toBe(escaped)
  })
})

describe('sheetContacts', () => {
  const settings = makeSettings()

  it('lists the agency, then the agent with each phone once and the email', () => {
    const producer = makeProducer({
      name: 'Laura Demo',
      cellphone: '+54 9 11 4444-0000',
      phone: '+54 9 11 4444-0000',
      email: 'laura@example.com',
    })
    expect(sheetContacts(settings, producer)).toEqual([
      {
        role: 'Inmobiliaria',
        name: 'Inmobiliaria Demo',
        details: ['+54 11 5555-0100', 'info@example.com'],
      },
      {
        role: 'Asesor',
        name: 'Laura Demo',
        details: ['+54 9 11 4444-0000', 'laura@example.com'],
      },
    ])
  })

  it('leaves out an agent without a name, and details that are empty', () => {
    const bare = makeSettings({ contact: { phone: '', whatsapp: '', mail: 'info@example.com' } })
    expect(sheetContacts(bare, null)).toEqual([
      { role: 'Inmobiliaria', name: 'Inmobiliaria Demo', details: ['info@example.com'] },
    ])
    expect(sheetContacts(bare, makeProducer({ name: '' }))).toHaveLength(1)
  })
})
