import { mailAddress, mailtoHref } from './mailto'
import { isEmail } from './email'

describe('mailtoHref', () => {
  it('links ordinary addresses exactly as they are written', () => {
    expect(mailtoHref('sofia@example.com')).toBe('mailto:sofia@example.com')
    expect(mailtoHref('  info@inmobiliaria.com.ar ')).toBe('mailto:info@inmobiliaria.com.ar')
    expect(mailtoHref('ana.gomez+casas@mail.example.org')).toBe(
      'mailto:ana.gomez+casas@mail.example.org',
    )
    expect(mailtoHref("o'neill@example.com")).toBe("mailto:o'neill@example.com")
  })

  it('percent-encodes what a URL would read otherwise, and international domains', () => {
    expect(mailtoHref('a%b@example.com')).toBe('mailto:a%25b@example.com')
    expect(mailtoHref('ventas/norte@example.com')).toBe('mailto:ventas%2Fnorte@example.com')
    expect(mailtoHref('info@peñalolén.cl')).toBe('mailto:info@pe%C3%B1alol%C3%A9n.cl')
  })

  it.each([
    '',
    '   ',
    'sin arroba',
    'ana@',
    '@example.com',
    'ana@example',
    'ana @example.com',
    'ana@example.com?cc=otro@example.com',
    'ana@example.com?subject=Hola&body=Pag%C3%A1',
    'ana@example.com?bcc=spy@evil.example',
    'ana@example.com#frag',
    'ana@example.com,otro@example.com',
    'ana@example.com;otro@example.com',
    '"ana"@example.com',
    '<ana@example.com>',
    'Ana <ana@example.com>',
    'ana@exa"mple.com',
    'ana@example.com\nBcc: spy@evil.example',
    'ana@example.com%0ABcc:spy@evil.example',
    'javascript:alert(1)//@example.com',
    'ana@-example.com',
    'ana@example-.com',
    '.ana@example.com',
    'ana..gomez@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ana@${'a'.repeat(250)}.com`,
  ])('gives no link for %j', (address) => {
    expect(mailtoHref(address)).toBeNull()
    expect(mailAddress(address)).toBeNull()
  })

  it('links nothing the forms would refuse', () => {
    for (const address of ['ana@', 'ana@example', 'a b@example.com']) {
      expect(isEmail(address)).toBe(false)
      expect(mailtoHref(address)).toBeNull()
    }
  })

  it('writes a mail without recipient, with an encoded subject and body', () => {
    expect(
      mailtoHref(null, { subject: 'Casa & jardín', body: 'Mirá\nhttps://x.example/?a=1&b=2' }),
    ).toBe(
      'mailto:?subject=Casa%20%26%20jard%C3%ADn&body=Mir%C3%A1%0Ahttps%3A%2F%2Fx.example%2F%3Fa%3D1%26b%3D2',
    )
    expect(mailtoHref(null)).toBe('mailto:')
    expect(mailtoHref('ana@example.com', { subject: 'Consulta' })).toBe(
      'mailto:ana@example.com?subject=Consulta',
    )
    expect(mailtoHref('no es un mail', { subject: 'Consulta' })).toBeNull()
  })
})
