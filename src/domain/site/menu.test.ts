import { makeSettings } from '../../../__tests__/support/factories'
import { menuItems, type MenuInputs } from './menu'

const everything: MenuInputs = {
  modules: makeSettings().modules,
  counts: { venta: 30, alquiler: 12, temporario: 4 },
  developmentCount: 7,
  newsCount: 12,
}

const labels = (inputs: Partial<MenuInputs>) =>
  menuItems({ ...everything, ...inputs }).map((item) => item.label)

describe('menuItems', () => {
  it('lists every item in spec order with its path', () => {
    expect(menuItems(everything)).toEqual([
      { label: 'INICIO', path: '/' },
      { label: 'EMPRENDIMIENTOS', path: '/emprendimientos/' },
      { label: 'Venta', path: '/venta' },
      { label: 'Alquiler', path: '/alquiler' },
      { label: 'Temporario', path: '/temporario' },
      { label: 'SERVICIOS', path: '/servicios' },
      { label: 'NOVEDADES', path: '/novedades/' },
      { label: 'NOSOTROS', path: '/nosotros' },
      { label: 'SUMATE', path: '/sumate' },
      { label: 'CONTACTO', path: '/contacto' },
      { label: 'FAVORITOS', path: '/favoritos/' },
    ])
  })

  it('labels favourites FAVORITOS/COMPARAR in compare mode', () => {
    const modules = { ...everything.modules, compare: true }
    expect(labels({ modules })).toContain('FAVORITOS/COMPARAR')
    expect(labels({ modules })).not.toContain('FAVORITOS')
  })

  it('hides each operation without properties, and favourites when none has any', () => {
    expect(labels({ counts: { venta: 3, alquiler: 0, temporario: 0 } })).toEqual(
      expect.arrayContaining(['Venta', 'FAVORITOS']),
    )
    expect(labels({ counts: { venta: 3, alquiler: 0, temporario: 0 } })).not.toContain('Alquiler')
    expect(labels({ counts: { venta: 0, alquiler: 0, temporario: 1 } })).toEqual(
      expect.arrayContaining(['Temporario', 'FAVORITOS']),
    )
    const none = labels({ counts: { venta: 0, alquiler: 0, temporario: 0 } })
    expect(none).not.toEqual(expect.arrayContaining(['Venta']))
    expect(none).not.toContain('FAVORITOS')
    expect(none).not.toContain('Temporario')
  })

  it('hides SUMATE when there are no open positions', () => {
    const modules = { ...everything.modules, sumate: { positions: [] } }
    expect(labels({ modules })).not.toContain('SUMATE')
  })

  it('hides NOVEDADES without news, EMPRENDIMIENTOS without developments, SERVICIOS when off', () => {
    expect(labels({ newsCount: 0 })).not.toContain('NOVEDADES')
    expect(labels({ developmentCount: 0 })).not.toContain('EMPRENDIMIENTOS')
    const modules = { ...everything.modules, services: { enabled: false, items: [] } }
    expect(labels({ modules })).not.toContain('SERVICIOS')
  })

  it('always keeps INICIO, NOSOTROS and CONTACTO', () => {
    const bare = labels({
      modules: {
        services: { enabled: false },
        sumate: { positions: [] },
        compare: false,
      },
      counts: { venta: 0, alquiler: 0, temporario: 0 },
      developmentCount: 0,
      newsCount: 0,
    })
    expect(bare).toEqual(['INICIO', 'NOSOTROS', 'CONTACTO'])
  })
})
