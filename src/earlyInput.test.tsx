import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { EARLY_INPUT_SCRIPT, replayEarlyInput, stopNotingEarlyInput } from './earlyInput'

/** A form React knows nothing of yet: its state is still the first render's. */
function SearchForm({ seen }: { seen: (what: string) => void }) {
  const [address, setAddress] = useState('')
  const [rent, setRent] = useState(false)
  const [type, setType] = useState('')
  const [saved, setSaved] = useState(false)
  return (
    <form>
      <input
        aria-label="Dirección"
        value={address}
        onChange={(event) => {
          setAddress(event.target.value)
          seen(`dirección:${event.target.value}`)
        }}
      />
      <input
        type="checkbox"
        aria-label="Alquiler"
        checked={rent}
        onChange={(event) => {
          setRent(event.target.checked)
          seen(`alquiler:${event.target.checked}`)
        }}
      />
      <select
        aria-label="Tipo"
        value={type}
        onChange={(event) => {
          setType(event.target.value)
          seen(`tipo:${event.target.value}`)
        }}
      >
        <option value="">Todos</option>
        <option value="2">Departamento</option>
      </select>
      <input type="file" aria-label="CV" onChange={() => seen('cv')} />
      <button type="button" aria-pressed={saved} onClick={() => setSaved(!saved)}>
        Guardar
      </button>
      <p>{`${address}|${rent}|${type}|${saved}`}</p>
    </form>
  )
}

describe('earlyInput', () => {
  beforeEach(() => {
    // The inline script, as the page's HTML runs it before anything else.
    new Function(EARLY_INPUT_SCRIPT)()
  })
  afterEach(() => {
    delete window.__earlyInput
  })

  it('hands React what was typed, ticked, chosen and pressed before it listened', async () => {
    const seen = jest.fn()
    const { container, getByLabelText, getByRole } = render(<SearchForm seen={seen} />)
    // The visitor acts on fields React has not heard from: their events are only noted.
    const address = getByLabelText('Dirección') as HTMLInputElement
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!
    descriptor.set!.call(address, 'Santa Fe')
    window.__earlyInput!.changes.push({ control: address, value: 'Santa Fe', checked: false })
    const rent = getByLabelText('Alquiler') as HTMLInputElement
    window.__earlyInput!.changes.push({ control: rent, value: 'on', checked: true })
    const type = getByLabelText('Tipo') as HTMLSelectElement
    window.__earlyInput!.changes.push({ control: type, value: '2', checked: false })
    const cv = getByLabelText('CV') as HTMLInputElement
    window.__earlyInput!.changes.push({ control: cv, value: '', checked: false })
    window.__earlyInput!.presses.push(getByRole('button', { name: 'Guardar' }) as HTMLButtonElement)
    stopNotingEarlyInput()

    await act(() => replayEarlyInput())

    expect(seen.mock.calls.map(([what]) => what)).toEqual([
      'dirección:Santa Fe',
      'alquiler:true',
      'tipo:2',
      'cv',
    ])
    expect(container.querySelector('p')).toHaveTextContent('Santa Fe|true|2|true')
  })

  it('notes nothing once hydration has started', () => {
    render(<SearchForm seen={jest.fn()} />)
    stopNotingEarlyInput()
    act(() => document.querySelector('button')!.click())
    expect(window.__earlyInput!.presses).toHaveLength(0)
  })

  it('notes presses on script-only buttons and each control once, with its last state', () => {
    const { getByLabelText, getByRole } = render(<SearchForm seen={jest.fn()} />)
    const address = getByLabelText('Dirección') as HTMLInputElement
    act(() => {
      address.dispatchEvent(new Event('input', { bubbles: true }))
      address.dispatchEvent(new Event('input', { bubbles: true }))
      getByRole('button', { name: 'Guardar' }).click()
    })
    expect(window.__earlyInput!.changes.map(({ control }) => control)).toEqual([address])
    expect(window.__earlyInput!.presses).toHaveLength(1)
  })
})
