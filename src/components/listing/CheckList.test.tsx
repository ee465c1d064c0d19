import { act, render, screen } from '@testing-library/react'
import { CheckList } from './CheckList'

const options = [
  { id: 1, name: 'Balcón', count: 12 },
  { id: 2, name: 'Parrilla', count: 3 },
]

describe('CheckList', () => {
  it('holds only its summary while closed, and its options once opened', () => {
    const { container } = render(
      <CheckList legend="Ambientes" options={options} chosen={[]} onToggle={() => {}} />,
    )
    expect(container.querySelectorAll('input')).toHaveLength(0)
    const details = container.querySelector('details')!
    act(() => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
    expect(screen.getByRole('group', { name: 'Ambientes' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Balcón/)).not.toBeChecked()
  })

  it('is open from the start with a choice in it', () => {
    render(<CheckList legend="Ambientes" options={options} chosen={[2]} onToggle={() => {}} />)
    expect(screen.getByLabelText(/^Parrilla/)).toBeChecked()
  })
})
