import { act, screen, waitFor, within } from '@testing-library/react'
import { makePhoto } from '../../../__tests__/support/factories'
import { renderWithProviders } from '../../../__tests__/support/render'
import { MediaGallery } from './MediaGallery'

// The lightbox is driven by the gallery slice, so it is tested through the gallery on a real store.
const photos = Array.from({ length: 12 }, (_, index) =>
  makePhoto({
    image: `https://cdn.example/${index + 1}.jpg`,
    description: index === 2 ? 'Cocina integrada' : '',
  }),
)
const media = {
  title: 'Casa en Olivos',
  photos,
  videos: [],
  tours: [],
  blueprints: [
    makePhoto({ image: 'https://cdn.example/plano-1.jpg', is_blueprint: true }),
    makePhoto({ image: 'https://cdn.example/plano-2.jpg', is_blueprint: true }),
  ],
}

function renderGallery() {
  return renderWithProviders(<MediaGallery {...media} />)
}

async function openFromMainPhoto(user: ReturnType<typeof renderGallery>['user']) {
  await user.click(screen.getByRole('button', { name: /^Ampliar foto/ }))
  return screen.findByRole('dialog', { name: 'Fotos de Casa en Olivos' })
}

const counter = (dialog: HTMLElement) => within(dialog).getByText(/\d+ de 12$/).textContent

/** True while the browser is on the history entry the lightbox added. */
const onLightboxEntry = () => window.history.state?.lightbox === true

// jsdom's History is real, and fires popstate a moment after back().
const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  )

describe('Lightbox', () => {
  // A lightbox a test leaves open steps back over its entry as it unmounts, a moment later.
  beforeEach(() => waitFor(() => expect(onLightboxEntry()).toBe(false)))

  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('opens on the main photo with a click, large, with its counter, caption and thumbnails', async () => {
    const { user } = renderGallery()
    await user.click(screen.getByRole('button', { name: 'Ver foto 3 de 12' }))
    const dialog = await openFromMainPhoto(user)

    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(counter(dialog)).toBe('Foto 3 de 12')
    const picture = within(dialog).getByRole('img', { name: 'Cocina integrada' })
    expect(picture).toHaveAttribute('src', 'https://cdn.example/3_full.jpg')
    expect(picture).toHaveAttribute(
      'srcset',
      'https://cdn.example/3_thumb.jpg 320w, https://cdn.example/3.jpg 1024w, https://cdn.example/3_full.jpg 1600w',
    )
    expect(picture.getAttribute('sizes')).toMatch(/100vw$/)
    expect(within(dialog).getByText('Cocina integrada', { selector: 'p' })).toBeInTheDocument()
    expect(within(dialog).getByRole('list', { name: 'Elegir foto' }).children).toHaveLength(12)
    expect(within(dialog).getByRole('button', { name: 'Ver foto 3 de 12' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus()
  })

  it('opens with Enter from the keyboard alone', async () => {
    const { user } = renderGallery()
    screen.getByRole('button', { name: 'Ampliar foto 1 de 12' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Fotos de Casa en Olivos' })).toBeVisible()
  })

  it('moves with the arrows, wrapping at the ends, and jumps with Home and End', async () => {
    const { user, store } = renderGallery()
    const dialog = await openFromMainPhoto(user)
    await user.keyboard('{ArrowRight}')
    expect(counter(dialog)).toBe('Foto 2 de 12')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(counter(dialog)).toBe('Foto 12 de 12')
    await user.keyboard('{ArrowRight}')
    expect(counter(dialog)).toBe('Foto 1 de 12')
    await user.keyboard('{End}')
    expect(counter(dialog)).toBe('Foto 12 de 12')
    await user.keyboard('{Home}')
    expect(counter(dialog)).toBe('Foto 1 de 12')
    await user.click(within(dialog).getByRole('button', { name: 'Foto siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Ver foto 8 de 12' }))
    expect(counter(dialog)).toBe('Foto 8 de 12')
    expect(store.getState().gallery?.currentImage).toBe(7)
  })

  it('closes with Escape, giving the focus back, on the photo it was left at', async () => {
    const { user } = renderGallery()
    const opener = screen.getByRole('button', { name: 'Ampliar foto 1 de 12' })
    await openFromMainPhoto(user)
    expect(document.documentElement.style.overflow).toBe('hidden')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(opener).toHaveAccessibleName('Ampliar foto 3 de 12')
    expect(screen.getByRole('img', { name: 'Cocina integrada' })).toBeInTheDocument()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes with its button too, taking its history entry away', async () => {
    const { user } = renderGallery()
    await openFromMainPhoto(user)
    const back = jest.spyOn(window.history, 'back')
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(back).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(onLightboxEntry()).toBe(false))
  })

  it('adds a history entry at the same address, and closes with Back', async () => {
    const { user } = renderGallery()
    const address = window.location.href
    const push = jest.spyOn(window.history, 'pushState')
    const opener = screen.getByRole('button', { name: 'Ampliar foto 1 de 12' })
    await openFromMainPhoto(user)
    expect(push).toHaveBeenCalledTimes(1)
    expect(onLightboxEntry()).toBe(true)
    expect(window.location.href).toBe(address)
    await user.keyboard('{ArrowRight}')

    const back = jest.spyOn(window.history, 'back')
    await act(async () => {
      window.history.back()
      await popped()
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(opener).toHaveAccessibleName('Ampliar foto 2 de 12')
    expect(onLightboxEntry()).toBe(false)
    expect(window.location.href).toBe(address)
    // Only the visitor's Back: the lightbox, closed by it, steps back no further.
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('keeps Tab inside, with one stop for the thumbnails, and the page behind inert', async () => {
    const { user, container } = renderGallery()
    const dialog = await openFromMainPhoto(user)
    expect(container).toHaveAttribute('inert')
    const stops = []
    for (let i = 0; i < 5; i += 1) {
      await user.tab()
      stops.push(document.activeElement?.getAttribute('aria-label'))
    }
    expect(stops).toEqual([
      'Foto anterior',
      'Foto siguiente',
      'Ver foto 1 de 12',
      'Cerrar',
      'Foto anterior',
    ])
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('button', { name: 'Ver foto 1 de 12' })).toHaveFocus()
    // The focus follows the current thumbnail as the arrows move.
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('button', { name: 'Ver foto 2 de 12' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(container).not.toHaveAttribute('inert')
  })

  it('steps with a swipe of a finger, and not with a short or vertical one', async () => {
    const { user } = renderGallery()
    const dialog = await openFromMainPhoto(user)
    // Each picture is a new element: the gesture starts on the one on screen.
    const swipe = (fromX: number, toX: number, toY = 300) => {
      const picture = within(dialog).getByRole('img')
      return user.pointer([
        { keys: '[TouchA>]', target: picture, coords: { clientX: fromX, clientY: 300 } },
        { pointerName: 'TouchA', target: picture, coords: { clientX: toX, clientY: toY } },
        { keys: '[/TouchA]', target: picture, coords: { clientX: toX, clientY: toY } },
      ])
    }

    await swipe(300, 100)
    expect(counter(dialog)).toBe('Foto 2 de 12')
    await swipe(100, 300)
    await swipe(100, 300)
    expect(counter(dialog)).toBe('Foto 12 de 12')
    await swipe(300, 280)
    await swipe(300, 200, 500)
    expect(counter(dialog)).toBe('Foto 12 de 12')
  })

  it('shows the blueprints in the same viewer, named as such', async () => {
    const { user } = renderGallery()
    await user.click(screen.getByRole('tab', { name: /Planos/ }))
    await user.click(screen.getByRole('button', { name: 'Ampliar plano 1 de 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Planos de Casa en Olivos' })
    expect(within(dialog).getByText(/de 2$/)).toHaveTextContent('Plano 1 de 2')
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('img', { name: 'Plano 2 de Casa en Olivos' })).toHaveAttribute(
      'src',
      'https://cdn.example/plano-2_full.jpg',
    )
    await user.keyboard('{Escape}')
    expect(screen.getByText('Plano 2 de 2')).toBeInTheDocument()
    expect(screen.getByText('Foto 1 de 12', { exact: false })).not.toBeVisible()
  })
})
