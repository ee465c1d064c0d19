import { act, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { makePhoto, makeTour, makeVideo } from '../../../__tests__/support/factories'
import { makeTestStore, renderWithProviders } from '../../../__tests__/support/render'
import {
  blueprintSelected,
  galleryViewToggled,
  imageSelected,
  initialGalleryState,
  lightboxOpened,
} from '../../state/gallerySlice'
import { MediaGallery } from './MediaGallery'

const media = {
  title: 'Casa en Olivos',
  photos: [
    makePhoto({ image: 'https://cdn.example/1.jpg' }),
    makePhoto({ image: 'https://cdn.example/2.jpg' }),
  ],
  videos: [makeVideo()],
  tours: [makeTour()],
  blueprints: [makePhoto({ image: 'https://cdn.example/plano.jpg', is_blueprint: true })],
}

describe('MediaGallery', () => {
  it('renders the first photo eagerly, lazy thumbnails and no player in the static HTML', () => {
    // Under jsdom React warns about the layout effect in a server render; a browser build uses
    // useEffect there (useIsomorphicLayoutEffect), so that warning alone is expected.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Provider store={makeTestStore()}>
        <MediaGallery {...media} />
      </Provider>,
    )
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('[role="dialog"]')).toBeNull()
    expect(container.querySelector('img[alt="Foto 1 de Casa en Olivos"]')).toHaveAttribute(
      'loading',
      'eager',
    )
    const thumbnails = container.querySelectorAll('ul[aria-label="Elegir foto"] img')
    expect(thumbnails).toHaveLength(2)
    thumbnails.forEach((thumbnail) => expect(thumbnail).toHaveAttribute('loading', 'lazy'))
    expect(errors.mock.calls.filter(([message]) => !/useLayoutEffect/.test(`${message}`))).toEqual(
      [],
    )
  })

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { user } = renderWithProviders(<MediaGallery {...media} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Fotos2',
      'Videos1',
      'Tour 360°1',
      'Planos1',
    ])
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Fotos')

    await user.click(tabs[0] as HTMLElement)
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Videos')
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Planos')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Fotos')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Planos')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Planos/)
  })

  it('switches the view in the gallery slice, which a tab pressed again keeps', async () => {
    const { user, store } = renderWithProviders(<MediaGallery {...media} />)
    await user.click(screen.getByRole('tab', { name: /Tour 360°/ }))
    expect(store.getState().gallery?.open).toEqual({
      image: false,
      video: false,
      tour: true,
      blueprint: false,
    })
    await user.click(screen.getByRole('tab', { name: /Tour 360°/ }))
    expect(store.getState().gallery?.open.tour).toBe(true)
    await user.click(screen.getByRole('tab', { name: /Fotos/ }))
    expect(store.getState().gallery?.open).toEqual({
      image: true,
      video: false,
      tour: false,
      blueprint: false,
    })
  })

  it('follows the slice: another part of the page can switch the view', () => {
    const { store } = renderWithProviders(<MediaGallery {...media} />)
    act(() => {
      store.dispatch(galleryViewToggled('blueprint'))
    })
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Planos')
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('img', { name: 'Plano 1 de Casa en Olivos' }),
    )
  })

  it("starts on the first photo whatever another listing's gallery left in the store", () => {
    const { store } = renderWithProviders(<MediaGallery {...media} />, {
      preloadedState: {
        gallery: {
          ...initialGalleryState,
          open: { ...initialGalleryState.open, video: true },
          lightbox: true,
          currentImage: 5,
        },
      },
    })
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Fotos')
    expect(screen.getByText('Foto 1 de 2')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(store.getState().gallery).toEqual(initialGalleryState)
  })

  it('gives the player the focus when opened, and stops it when its tab is left', async () => {
    const { user } = renderWithProviders(<MediaGallery {...media} />)
    expect(document.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('tab', { name: /Videos/ }))
    expect(document.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ver video' }))
    expect(screen.getByTitle('Recorrido en video')).toHaveFocus()

    await user.click(screen.getByRole('tab', { name: /Fotos/ }))
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('steps through the photos and picks one from the thumbnails, through the slice', async () => {
    const { user, store } = renderWithProviders(<MediaGallery {...media} />)
    expect(screen.getByText('Foto 1 de 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    expect(screen.getByText('Foto 2 de 2')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Foto 2 de Casa en Olivos' })).toBeInTheDocument()
    expect(store.getState().gallery?.currentImage).toBe(1)
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    expect(screen.getByText('Foto 1 de 2')).toBeInTheDocument()
    expect(store.getState().gallery?.currentImage).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Ver foto 2 de 2' }))
    expect(screen.getByRole('button', { name: 'Ver foto 2 de 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(screen.getByText('Foto 2 de 2')).toBeInTheDocument()
  })

  it('shows a picture on its list whatever index the slice holds', async () => {
    const { user, store } = renderWithProviders(<MediaGallery {...media} />)
    act(() => {
      store.dispatch(imageSelected(40))
      store.dispatch(blueprintSelected(-3))
    })
    expect(screen.getByText('Foto 2 de 2')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Foto 2 de Casa en Olivos' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    expect(screen.getByText('Foto 1 de 2')).toBeInTheDocument()
    expect(store.getState().gallery?.currentImage).toBe(0)
    await user.click(screen.getByRole('tab', { name: /Planos/ }))
    expect(screen.getByRole('img', { name: 'Plano 1 de Casa en Olivos' })).toBeInTheDocument()
  })

  it('offers no lightbox for the no-image picture', () => {
    renderWithProviders(<MediaGallery {...media} photos={[]} />)
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Ampliar/ })).not.toBeInTheDocument()
  })

  it('shows no lightbox, nor adds its history entry, over a view without pictures', async () => {
    const { user, store, rerender } = renderWithProviders(<MediaGallery {...media} />)
    // Opened once, the lightbox's code is loaded: asked for again, it would be drawn at once.
    await user.click(screen.getByRole('button', { name: /^Ampliar foto/ }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(window.history.state?.lightbox).toBeUndefined())

    rerender(
      <Provider store={store}>
        <MediaGallery {...media} photos={[]} />
      </Provider>,
    )
    act(() => {
      store.dispatch(lightboxOpened())
    })
    expect(store.getState().gallery?.lightbox).toBe(true)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.history.state?.lightbox).toBeUndefined()
  })
})
