import { act, render, screen } from '@testing-library/react'
import { selectFavouriteCount, selectFavourites, selectFavouritesRestored } from './favouritesSlice'
import { FAVOURITES_STORAGE_KEY } from './favouritesStorage'
import { useAppSelector } from './hooks'
import { StoreProvider } from './StoreProvider'

/** Shows what the store holds of the favourites, as a page would read it. */
function FavouritesProbe() {
  const ids = useAppSelector(selectFavourites).map((entry) => entry.id)
  const count = useAppSelector(selectFavouriteCount)
  const restored = useAppSelector(selectFavouritesRestored)
  return (
    <p>
      {restored ? 'leídos' : 'sin leer'}: {count} [{ids.join(',')}]
    </p>
  )
}

function otherTabWrites(newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY, newValue }))
  })
}

describe('StoreProvider', () => {
  afterEach(() => window.localStorage.clear())

  it('restores the favourites this browser kept, after hydration', () => {
    window.localStorage.setItem(
      FAVOURITES_STORAGE_KEY,
      JSON.stringify([
        { id: 11, operation: 1 },
        { id: 12, operation: 2 },
      ]),
    )
    render(
      <StoreProvider>
        <FavouritesProbe />
      </StoreProvider>,
    )
    expect(screen.getByText('leídos: 2 [11,12]')).toBeInTheDocument()
  })

  it('starts with no favourites, without crashing, when the stored value is corrupt', () => {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, '{"id": "no es una lista"')
    render(
      <StoreProvider>
        <FavouritesProbe />
      </StoreProvider>,
    )
    expect(screen.getByText('leídos: 0 []')).toBeInTheDocument()
  })

  it('follows the favourites another tab changes, and ignores other keys and corrupt values', () => {
    render(
      <StoreProvider>
        <FavouritesProbe />
      </StoreProvider>,
    )
    otherTabWrites(JSON.stringify([{ id: 40, operation: 1 }]))
    expect(screen.getByText('leídos: 1 [40]')).toBeInTheDocument()

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'otra-cosa', newValue: '[]' }))
    })
    expect(screen.getByText('leídos: 1 [40]')).toBeInTheDocument()

    otherTabWrites('no es JSON')
    expect(screen.getByText('leídos: 0 []')).toBeInTheDocument()
  })

  it('follows a tab that cleared the storage', () => {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([{ id: 1 }]))
    render(
      <StoreProvider>
        <FavouritesProbe />
      </StoreProvider>,
    )
    otherTabWrites(null)
    expect(screen.getByText('leídos: 0 []')).toBeInTheDocument()
  })
})
