import { favouritesAnnouncement, savedCountText } from './favourites'

describe('savedCountText', () => {
  it('agrees in number', () => {
    expect(savedCountText(1)).toBe('1 propiedad guardada')
    expect(savedCountText(3)).toBe('3 propiedades guardadas')
  })
})

describe('favouritesAnnouncement', () => {
  it('says what changed and how many are saved', () => {
    expect(favouritesAnnouncement('added', 1)).toBe(
      'Se guardó en favoritos. Tenés 1 propiedad guardada.',
    )
    expect(favouritesAnnouncement('removed', 2)).toBe(
      'Se quitó de favoritos. Tenés 2 propiedades guardadas.',
    )
    expect(favouritesAnnouncement('addedSeveral', 5)).toBe(
      'Se guardaron en favoritos. Tenés 5 propiedades guardadas.',
    )
  })

  it('says when none are left', () => {
    expect(favouritesAnnouncement('removed', 0)).toBe('Ya no tenés propiedades guardadas.')
    expect(favouritesAnnouncement('cleared', 0)).toBe('Ya no tenés propiedades guardadas.')
  })
})
