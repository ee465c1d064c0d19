import { ACCESS_RIGHT_LEGEND } from './privacyLegend'

it('writes the legend of Disposición 10/2008 with the AAIP as the control body', () => {
  expect(ACCESS_RIGHT_LEGEND).toMatch(/^El titular de los datos personales tiene la facultad/)
  expect(ACCESS_RIGHT_LEGEND).toContain('artículo 14, inciso 3 de la Ley Nº 25.326')
  expect(ACCESS_RIGHT_LEGEND).toContain('La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA')
})
