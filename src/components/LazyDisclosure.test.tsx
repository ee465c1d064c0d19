import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../__tests__/support/render'
import { LazyDisclosure } from './LazyDisclosure'

function Panel({ name }: { name: string }) {
  return (
    <label>
      Tu nombre
      <input defaultValue={name} />
    </label>
  )
}

describe('LazyDisclosure', () => {
  it('fetches the panel at the first press only, and keeps it (and what was typed) while closed', async () => {
    const load = jest.fn(() => Promise.resolve(Panel))
    const { user } = renderWithProviders(
      <LazyDisclosure label="Abrir" load={load} panelProps={{ name: 'Ana' }} />,
    )
    const button = screen.getByRole('button', { name: 'Abrir' })
    expect(load).not.toHaveBeenCalled()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const field = await screen.findByLabelText('Tu nombre')
    await user.type(field, ' Gómez')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(field).not.toBeVisible()
    await user.click(button)
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Ana Gómez')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says when the code could not arrive, and the next press tries again', async () => {
    const load = jest
      .fn<Promise<typeof Panel>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Panel)
    const { user } = renderWithProviders(
      <LazyDisclosure label="Abrir" load={load} panelProps={{ name: 'Ana' }} />,
    )
    const button = screen.getByRole('button', { name: 'Abrir' })
    await user.click(button)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No pudimos abrirlo. Revisá tu conexión y tocá el botón de nuevo.',
    )
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByLabelText('Tu nombre')).toHaveValue('Ana')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
