import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { setupMswServer } from '../../../__tests__/support/msw'
import { serviceHandlers } from '../../../__tests__/support/services'
import { SITE_ORIGIN } from '../../../__tests__/support/siteApi'
import { afterAWhile } from '../../../__tests__/support/time'
import { createLiveClient } from '../../live/client'
import { makeStore } from '../../state/store'
import { NewsletterForm } from './NewsletterForm'

setupMswServer(...serviceHandlers())

describe('NewsletterForm without a connection', () => {
  afterEach(() => jest.restoreAllMocks())

  it('says so in Spanish when the sending code cannot load, keeps the email, and a retry sends it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    // The client of the site's endpoints loads on the first live call; offline, that load fails.
    let offline = true
    const client = createLiveClient({ baseUrl: SITE_ORIGIN })
    const store = makeStore({
      loadApi: async () => {
        if (offline)
          throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
        return client
      },
    })
    const user = userEvent.setup()
    render(
      <Provider store={store}>
        <NewsletterForm />
      </Provider>,
    )
    await user.type(screen.getByLabelText('Tu email'), 'ana@example.com')
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }))
    expect(await screen.findByText('No pudimos suscribirte.')).toBeInTheDocument()
    expect(screen.getByText(/Revisá tu conexión/)).toBeInTheDocument()
    expect(screen.getByLabelText('Tu email')).toHaveValue('ana@example.com')
    expect(log).toHaveBeenCalledWith('Consulta "newsletter": no se pudo enviar', expect.any(Error))

    offline = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(
      await screen.findByText('¡Listo! Ya te suscribiste.', {}, { timeout: 4_000 }),
    ).toBeInTheDocument()
  })
})
