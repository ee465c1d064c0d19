import { makePhoto } from '../../../__tests__/support/factories'
import { galleryTabs, isPictureView, photoAlt, pictureNoun, providerName } from './gallery'

describe('galleryTabs', () => {
  it('offers Fotos always and the other tabs only when they have something', () => {
    expect(galleryTabs({ photos: [], videos: [], tours: [], blueprints: [] })).toEqual([
      { id: 'image', label: 'Fotos', count: 0 },
    ])
    expect(
      galleryTabs({ photos: [1, 2], videos: [1], tours: [1], blueprints: [1, 2] }).map(
        (tab) => `${tab.label} ${tab.count}`,
      ),
    ).toEqual(['Fotos 2', 'Videos 1', 'Tour 360° 1', 'Planos 2'])
  })
})

describe('photoAlt', () => {
  it("is the photo's description, else its place among the listing's pictures", () => {
    expect(photoAlt(makePhoto({ description: 'Living' }), 0, 'Casa')).toBe('Living')
    expect(photoAlt(makePhoto(), 2, 'Casa')).toBe('Foto 3 de Casa')
    expect(photoAlt(makePhoto(), 0, 'Casa', 'Plano')).toBe('Plano 1 de Casa')
  })
})

describe('providerName', () => {
  it('writes the brands as they do', () => {
    expect(providerName('youtube')).toBe('YouTube')
    expect(providerName('360magictour')).toBe('360 Magic Tour')
  })
})

describe('picture views', () => {
  it('shows photos and blueprints as pictures, videos and tours as players', () => {
    expect(
      ['image', 'video', 'tour', 'blueprint'].filter((view) => isPictureView(view as never)),
    ).toEqual(['image', 'blueprint'])
    expect(pictureNoun('image')).toBe('Foto')
    expect(pictureNoun('blueprint')).toBe('Plano')
  })
})
