import { act, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { renderWithProviders } from '../../../__tests__/support/render'
import { favouritesRestored } from '../../state/favouritesSlice'
import { Layout } from '../Layout'
import { FavouriteButton } from './FavouriteButton'

function renderLayoutWithHeart() {
  return renderWithProviders(
    <Layout>
      <FavouriteButton id={70} operation={1} variant="inline" />
    </Layout>,
  )
}

const favouritesLink = () =>
  within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', {
    name: /^FAVORITOS/,
  })

describe('favourites counter in the menu', () => {
  afterEach(() => window.localStorage.clear())

  it('reads the number of saved properties as words', () => {
    const { store } = renderLayoutWithHeart()
    expect(favouritesLink()).toHaveAccessibleName('FAVORITOS/COMPARAR')
    act(() => {
      store.dispatch(
        favouritesRestored([
          { id: 1, operation: 1 },
          { id: 2, operation: 1 },
        ]),
      )
    })
    expect(favouritesLink()).toHaveAccessibleName('FAVORITOS/COMPARAR (2 propiedades guardadas)')
    expect(favouritesLink()).toHaveTextContent(/^FAVORITOS\/COMPARAR2/)
  })

  it('announces politely what the visitor changed, and not the list read from storage', async () => {
    const { user, store } = renderLayoutWithHeart()
    // The live region is found by its politeness: it has no role, so pages keep `status`.
    const status = screen.getByRole('banner').querySelector('[aria-live="polite"]')!
    act(() => {
      store.dispatch(favouritesRestored([{ id: 1, operation: 1 }]))
    })
    expect(status).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: 'Guardar en favoritos' }))
    expect(status).toHaveTextContent('Se guardó en favoritos. Tenés 2 propiedades guardadas.')
    expect(favouritesLink()).toHaveAccessibleName('FAVORITOS/COMPARAR (2 propiedades guardadas)')

    await user.click(screen.getByRole('button', { name: 'Quitar de favoritos' }))
    expect(status).toHaveTextContent('Se quitó de favoritos. Tenés 1 propiedad guardada.')
  })

  it('does not repeat on the next page what the visitor changed on the previous one', async () => {
    const first = renderLayoutWithHeart()
    await first.user.click(screen.getByRole('button', { name: 'Guardar en favoritos' }))
    const { store } = first
    first.unmount()
    render(
      <Provider store={store}>
        <Layout>
          <p>Otra página</p>
        </Layout>
      </Provider>,
    )
    expect(screen.getByRole('banner').querySelector('[aria-live="polite"]')).toBeEmptyDOMElement()
  })
})
