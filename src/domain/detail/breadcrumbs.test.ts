import { propertyBreadcrumbs } from './breadcrumbs'

describe('propertyBreadcrumbs', () => {
  it("leads from the home through the operation's listing to the page", () => {
    expect(propertyBreadcrumbs('Casa en Olivos', 3)).toEqual([
      { label: 'Inicio', path: '/' },
      { label: 'Temporario', path: '/temporario' },
      { label: 'Casa en Olivos' },
    ])
  })
})
