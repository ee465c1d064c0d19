import { isEmail } from './email'

describe('isEmail', () => {
  it.each(['ana@example.com', ' a.b+c@sub.dominio.com.ar '])('takes %p as an email', (value) =>
    expect(isEmail(value)).toBe(true),
  )
  it.each(['ana', 'ana@', 'ana@dominio', 'ana @x.com', 'a@b..com', ''])(
    'refuses %p as an email',
    (value) => expect(isEmail(value)).toBe(false),
  )
})
