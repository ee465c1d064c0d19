import { screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { makePhoto, makeTour, makeVideo } from '../../../__tests__/support/factories'
import { renderWithProviders } from '../../../__tests__/support/render'
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
  it('renders no player in the static HTML', () => {
    const html = renderToString(<MediaGallery {...media} />)
    expect(html).not.toContain('<iframe')
    expect(html).toContain('Foto 1 de Casa en Olivos')
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

  it('gives the player the focus when opened, and stops it when its tab is left', async () => {
    const { user } = renderWithProviders(<MediaGallery {...media} />)
    await user.click(screen.getByRole('tab', { name: /Videos/ }))
    await user.click(screen.getByRole('button', { name: 'Ver video' }))
    expect(screen.getByTitle('Recorrido en video')).toHaveFocus()

    await user.click(screen.getByRole('tab', { name: /Fotos/ }))
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('steps through the photos and picks one from the thumbnails', async () => {
    const { user } = renderWithProviders(<MediaGallery {...media} />)
    expect(screen.getByText('Foto 1 de 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    expect(screen.getByText('Foto 2 de 2')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Foto 2 de Casa en Olivos' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ver foto 1 de 2' }))
    expect(screen.getByRole('button', { name: 'Ver foto 1 de 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(screen.getByText('Foto 1 de 2')).toBeInTheDocument()
  })
})
