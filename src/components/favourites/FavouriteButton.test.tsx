import { screen, within } from '@testing-library/react'
import { makeProperty } from '../../../__tests__/support/factories'
import { renderWithProviders } from '../../../__tests__/support/render'
import { toPropertyCard } from '../../domain/listing/cards'
import { FAVOURITES_STORAGE_KEY } from '../../state/favouritesStorage'
import { PropertyGrid } from '../PropertyGrid'
import { FavouriteButton } from './FavouriteButton'

const stored = () => JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null')

describe('FavouriteButton', () => {
  afterEach(() => window.localStorage.clear())

  it('adds the property to favourites when pressed, and removes it when pressed again', async () => {
    const { user, store } = renderWithProviders(
      <FavouriteButton id={7104190} operation={1} variant="inline" />,
    )
    const button = screen.getByRole('button', { name: 'Guardar en favoritos' })
    expect(button).toHaveAttribute('aria-pressed', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveAccessibleName('Quitar de favoritos')
    // The visible words are the name: a sighted visitor reads the same state.
    expect(button).toHaveTextContent('Quitar de favoritos')
    expect(store.getState().favourites.entries).toEqual([{ id: 7104190, operation: 1 }])
    expect(stored()).toEqual([{ id: 7104190, operation: 1 }])

    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveAccessibleName('Guardar en favoritos')
    expect(stored()).toEqual([])
  })

  it('shows a property that is already saved as pressed', () => {
    renderWithProviders(<FavouriteButton id={5} operation={2} />, {
      preloadedState: {
        favourites: {
          entries: [{ id: 5, operation: 2 }],
          records: {},
          restored: true,
          lastChange: null,
          shared: [],
        },
      },
    })
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('works from the keyboard, with Enter and with Space', async () => {
    const { user, store } = renderWithProviders(<FavouriteButton id={9} operation={3} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(store.getState().favourites.entries).toEqual([{ id: 9, operation: 3 }])
    await user.keyboard(' ')
    expect(store.getState().favourites.entries).toEqual([])
  })

  it("puts a heart on every card, named after the card and saved with the listing's operation", async () => {
    const forSaleAndRent = makeProperty({
      id: 31,
      operations: [
        { operation_id: 1, operation_type: 'Venta', prices: [] },
        { operation_id: 2, operation_type: 'Alquiler', prices: [] },
      ],
    })
    const cards = [
      toPropertyCard(forSaleAndRent, 2),
      toPropertyCard(makeProperty({ id: 32, title: 'Casa con jardín en Olivos' })),
    ]
    const { user, store } = renderWithProviders(<PropertyGrid cards={cards} />)
    const [first, second] = screen.getAllByRole('article')
    await user.click(
      within(first!).getByRole('button', {
        name: 'Guardar en favoritos: Luminoso 3 ambientes con balcón en Palermo',
      }),
    )
    await user.click(
      within(second!).getByRole('button', {
        name: 'Guardar en favoritos: Casa con jardín en Olivos',
      }),
    )
    expect(store.getState().favourites.entries).toEqual([
      { id: 31, operation: 2 },
      { id: 32, operation: 1 },
    ])
    expect(within(first!).getByRole('button', { name: /^Quitar de favoritos: / })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
