import { screen, within } from '@testing-library/react'
import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import { renderWithProviders } from '../../../__tests__/support/render'
import type { ComparedProperty } from '../../domain/favourites/compare'
import { CompareSection } from './CompareSection'

const compared = (id: number, title: string, price: number, rooms: number): ComparedProperty => ({
  property: makeProperty({
    id,
    title,
    room_amount: rooms,
    operations: [{ operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price })] }],
  }),
  operationId: 1,
})

const ITEMS = [
  compared(1, 'Depto en Palermo', 185_000, 3),
  compared(2, 'Casa en Olivos', 320_000, 5),
  compared(3, 'PH en Colegiales', 150_000, 3),
]

/** The row header whose label (its first line) is `name`. */
const rowOf = (name: string) => {
  const header = screen
    .getAllByRole('rowheader')
    .find((candidate) => candidate.firstChild?.textContent === name)
  if (!header) throw new Error(`No hay fila ${name}`)
  return header
}
const cellsOf = (name: string) =>
  within(rowOf(name).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('CompareSection', () => {
  it('asks for two to four favourites until there are two', () => {
    const { rerender } = renderWithProviders(<CompareSection items={[]} onRemove={jest.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Marcá «Comparar» en 2 a 4 propiedades para verlas lado a lado.',
    )
    rerender(<CompareSection items={ITEMS.slice(0, 1)} onRemove={jest.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent('Elegiste 1 de 4. Marcá al menos una más')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows the favourites side by side in an accessible table', () => {
    renderWithProviders(<CompareSection items={ITEMS} onRemove={jest.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent('Elegiste 3 de 4.')
    const table = screen.getByRole('table', { name: 'Comparación de 3 propiedades guardadas' })
    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((column) => column.getAttribute('scope'))).toEqual(['col', 'col', 'col'])
    expect(within(columns[1]!).getByRole('link', { name: 'Casa en Olivos' })).toHaveAttribute(
      'href',
      '/propiedad/venta/gorriti-al-4300/2',
    )
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.getAttribute('scope')),
    ).toEqual(Array(11).fill('row'))
    // The table scrolls sideways on a phone: its scroller can be reached and is named.
    expect(
      screen.getByRole('group', { name: 'Comparación de 3 propiedades guardadas' }),
    ).toHaveAttribute('tabindex', '0')
  })

  it('marks the best value of a row in words, and equal rows as equal', () => {
    renderWithProviders(<CompareSection items={ITEMS} onRemove={jest.fn()} />)
    expect(rowOf('Precio')).toHaveTextContent('PrecioMejor: el menor')
    expect(cellsOf('Precio')).toEqual(['USD 185.000', 'USD 320.000', 'USD 150.000★ Mejor'])
    expect(cellsOf('Ambientes')).toEqual(['3', '5★ Mejor', '3'])
    expect(rowOf('Baños')).toHaveTextContent('Igual en todas')
    expect(cellsOf('Baños')).toEqual(['1', '1', '1'])
    expect(screen.getByText(/«Mejor» marca el mejor valor de cada fila/)).toBeInTheDocument()
  })

  it('takes a property out of the comparison from its column', async () => {
    const onRemove = jest.fn()
    const { user } = renderWithProviders(<CompareSection items={ITEMS} onRemove={onRemove} />)
    await user.click(
      screen.getByRole('button', { name: 'Quitar de la comparación: Casa en Olivos' }),
    )
    expect(onRemove).toHaveBeenCalledWith(2)
  })
})
