import { screen } from '@testing-library/react'
import { setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { serviceHandlers } from '../../../__tests__/support/services'
import { NewsletterForm } from './NewsletterForm'

setupMswServer(...serviceHandlers())

// The lead builders load when a form is first sent; offline, that load itself fails.
let mockOffline = true
jest.mock('../../broker/leads', () => {
  if (mockOffline) throw new Error('Loading chunk 42 failed.')
  return jest.requireActual('../../broker/leads')
})

describe('NewsletterForm without a connection', () => {
  it('says so in Spanish when the sending code cannot load, keeps the email, and a retry sends it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<NewsletterForm />)
    await user.type(screen.getByLabelText('Tu email'), 'ana@example.com')
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000)
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }))
    expect(await screen.findByText('No pudimos suscribirte.')).toBeInTheDocument()
    expect(screen.getByText(/Revisá tu conexión/)).toBeInTheDocument()
    expect(screen.getByLabelText('Tu email')).toHaveValue('ana@example.com')
    expect(log).toHaveBeenCalledWith('newsletter: no se pudo preparar el envío', expect.any(Error))

    mockOffline = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('¡Listo! Ya te suscribiste.')).toBeInTheDocument()
    jest.restoreAllMocks()
  })
})
