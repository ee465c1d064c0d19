import { render, screen } from '@testing-library/react'
import { NO_IMAGE_PHOTO } from '../domain/detail/photos'
import { BrokerImage } from './BrokerImage'

const photo = {
  thumb: 'https://cdn.example/1/thumb.jpg',
  image: 'https://cdn.example/1/image.jpg',
  original: 'https://cdn.example/1/original.jpg',
  description: 'Frente',
  is_front_cover: true,
  is_blueprint: false,
}

describe('BrokerImage', () => {
  it('offers the three CDN sizes, reserves a 3:2 box and loads lazily', () => {
    render(<BrokerImage photo={photo} alt="Frente de la casa" sizes="100vw" />)
    const image = screen.getByRole('img', { name: 'Frente de la casa' })
    expect(image).toHaveAttribute('src', photo.image)
    expect(image).toHaveAttribute(
      'srcset',
      `${photo.thumb} 320w, ${photo.image} 1024w, ${photo.original} 1600w`,
    )
    expect(image).toHaveAttribute('sizes', '100vw')
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1067')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
  })

  it('offers a card no size above the web one', () => {
    render(<BrokerImage photo={photo} alt="Frente" sizes="100vw" largest="image" />)
    expect(screen.getByRole('img', { name: 'Frente' })).toHaveAttribute(
      'srcset',
      `${photo.thumb} 320w, ${photo.image} 1024w`,
    )
  })

  it('loads the main picture at once and first', () => {
    render(<BrokerImage photo={photo} alt="Frente" sizes="100vw" eager />)
    const image = screen.getByRole('img', { name: 'Frente' })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  it('shows the no-image picture without a srcset', () => {
    render(<BrokerImage photo={NO_IMAGE_PHOTO} alt="Imagen no disponible" sizes="100vw" />)
    const image = screen.getByRole('img', { name: 'Imagen no disponible' })
    expect(image).toHaveAttribute('src', NO_IMAGE_PHOTO.image)
    expect(image).not.toHaveAttribute('srcset')
  })
})
