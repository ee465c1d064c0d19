import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
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

  it('opens with its options when its summary was pressed before hydration', async () => {
    const list = <CheckList legend="Ambientes" options={options} chosen={[]} onToggle={() => {}} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(list)
    document.body.append(container)
    // The browser opens it and queues its toggle event before React listens.
    container.querySelector('details')!.open = true
    const root = await act(async () => hydrateRoot(container, list))
    expect(screen.getByLabelText(/^Balcón/)).not.toBeChecked()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.getByLabelText(/^Balcón/)).toBeInTheDocument()
    act(() => root.unmount())
    container.remove()
  })
})
