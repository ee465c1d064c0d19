import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { makePrice, makeUnit } from '../../../__tests__/support/factories'
import type { DevelopmentUnit } from '../../domain/types'
import { UnitBoard } from './UnitBoard'

const unit = (overrides: Partial<DevelopmentUnit>) =>
  makeUnit({
    operations: [
      { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: 120_000 })] },
    ],
    roofed_surface: '54',
    ...overrides,
  })

const UNITS = [
  unit({ id: 1, floor: 1, real_address: 'Piso 1 - 1A', room_amount: 2, status: 2 }),
  unit({ id: 2, floor: 1, real_address: 'Piso 1 - 1B', room_amount: 3, status: 3 }),
  unit({ id: 3, floor: 2, real_address: 'Piso 2 - 2A', room_amount: 2, status: 4 }),
  unit({ id: 4, floor: null, real_address: 'Cochera 9', room_amount: 0, status: 2 }),
]

function renderBoard(onEnquire: jest.Mock | null = jest.fn()) {
  const user = userEvent.setup()
  render(<UnitBoard units={UNITS} onEnquire={onEnquire} />)
  return { user, onEnquire }
}

/** The floors as the board shows them, top down: each list is named by its floor. */
const floors = () =>
  screen
    .getAllByRole('list')
    .filter((list) => list.getAttribute('aria-label'))
    .map((list) => [
      list.getAttribute('aria-label'),
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ])

describe('UnitBoard', () => {
  it('draws the floors highest first, each unit with its status in words, rooms, surface and price', () => {
    renderBoard()
    expect(floors()).toEqual([
      ['Piso 2', ['Piso 2 - 2A, No disponible, 2 amb. · 54 M2, USD 120K']],
      [
        'Piso 1',
        [
          'Consultar por Piso 1 - 1A, Disponible, 2 amb. · 54 M2, USD 120K',
          'Consultar por Piso 1 - 1B, Reservada, 3 amb. · 54 M2, USD 120K',
        ],
      ],
      ['Sin piso informado', ['Consultar por Cochera 9, Disponible, 54 M2, USD 120K']],
    ])
    expect(screen.getByRole('status')).toHaveTextContent('4 unidades')
  })

  it('makes units on offer buttons that ask about them, and a sold one no button', async () => {
    const { user, onEnquire } = renderBoard()
    // Reachable from the keyboard, in reading order.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: /Piso 1 - 1A/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onEnquire).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), '')
    await user.click(
      screen.getByRole('button', { name: /^Consultar por Piso 1 - 1B ?, Reservada ?,/ }),
    )
    expect(onEnquire).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2, unit: 'Piso 1 - 1B' }),
      '',
    )
    expect(screen.queryByRole('button', { name: /Piso 2 - 2A/ })).toBeNull()
  })

  it('filters by rooms and status with real controls and says how many of how many it shows', async () => {
    const { user } = renderBoard()
    const rooms = screen.getByRole('combobox', { name: 'Ambientes' })
    expect(
      within(rooms)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', '2 ambientes', '3 ambientes'])
    await user.selectOptions(rooms, '2 ambientes')
    expect(screen.getByRole('status')).toHaveTextContent('2 de 4 unidades')
    expect(floors().map(([floor]) => floor)).toEqual(['Piso 2', 'Piso 1'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Disponible')
    expect(screen.getByRole('status')).toHaveTextContent('1 de 4 unidades')
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining('Piso 1 - 1A'),
    ])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Reservada')
    expect(screen.getByText('Ninguna unidad coincide con estos filtros.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 de 4 unidades')
    await user.click(screen.getByRole('button', { name: 'Ver todas las unidades' }))
    expect(screen.getByRole('status')).toHaveTextContent('4 unidades')
    expect(rooms).toHaveValue('')
  })

  it('offers only the statuses present', () => {
    render(<UnitBoard units={UNITS.slice(0, 1)} onEnquire={null} />)
    expect(
      within(screen.getByRole('combobox', { name: 'Estado' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Disponible'])
    // Nothing to enquire about (a development taken off the web): no buttons, the same facts.
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Disponible', { selector: 'span' })).toBeInTheDocument()
  })
})
