import { backendMedia, tokkoMedia } from './listingMedia'

const CDN = 'https://static.example.com'

function tokkoPhoto(name: string, extra: Record<string, unknown> = {}) {
  return {
    image: `${CDN}/${name}.jpg`,
    original: `${CDN}/${name}_full.jpg`,
    thumb: `${CDN}/${name}_thumb.jpg`,
    description: name,
    is_front_cover: false,
    is_blueprint: false,
    ...extra,
  }
}

describe('photos', () => {
  it('sorts Tokko photos by order, keeping unordered ones after, in their place', () => {
    const { photos } = tokkoMedia({
      photos: [
        tokkoPhoto('c', { order: 2 }),
        tokkoPhoto('x', { order: null }),
        tokkoPhoto('a', { order: '0' }),
        tokkoPhoto('y'),
        tokkoPhoto('b', { order: 1 }),
      ],
    })
    expect(photos.map((photo) => photo.description)).toEqual(['a', 'b', 'c', 'x', 'y'])
  })

  it('keeps the broker order when the cover is not first', () => {
    const { photos } = tokkoMedia({
      photos: [tokkoPhoto('a'), tokkoPhoto('b'), tokkoPhoto('cover', { is_front_cover: 'true' })],
    })
    expect(photos.map((photo) => [photo.description, photo.is_front_cover])).toEqual([
      ['a', false],
      ['b', false],
      ['cover', true],
    ])
  })

  it('splits Tokko blueprints from photos', () => {
    const media = tokkoMedia({
      photos: [
        tokkoPhoto('living'),
        tokkoPhoto('plano', { is_blueprint: true }),
        tokkoPhoto('baño'),
      ],
    })
    expect(media.photos.map((photo) => photo.description)).toEqual(['living', 'baño'])
    expect(media.blueprints).toEqual([
      expect.objectContaining({ description: 'plano', is_blueprint: true }),
    ])
  })

  it('fills missing sizes from the others and drops photos without any usable address', () => {
    const { photos } = tokkoMedia({
      photos: [
        { thumb: `${CDN}/t.jpg` },
        { original: `${CDN}/o.jpg`, image: 'javascript:alert(1)' },
        { image: '/relative.jpg', original: '', thumb: null },
        null,
        'https://static.example.com/bare.jpg',
      ],
    })
    expect(photos).toEqual([
      {
        image: `${CDN}/t.jpg`,
        original: `${CDN}/t.jpg`,
        thumb: `${CDN}/t.jpg`,
        description: '',
        is_front_cover: false,
        is_blueprint: false,
      },
      expect.objectContaining({
        image: `${CDN}/o.jpg`,
        original: `${CDN}/o.jpg`,
        thumb: `${CDN}/o.jpg`,
      }),
    ])
  })

  it('reads backend photos and blueprints, moving flagged photos to the blueprints', () => {
    const media = backendMedia({
      photos: [
        { original: `${CDN}/1.jpg`, image: `${CDN}/1m.jpg`, is_front_cover: true },
        { original: `${CDN}/p.jpg`, is_blueprint: true },
      ],
      blueprints: [{ original: `${CDN}/plan.jpg` }, { original: '' }],
    })
    expect(media.photos).toHaveLength(1)
    expect(media.photos[0]).toMatchObject({ image: `${CDN}/1m.jpg`, is_front_cover: true })
    expect(media.blueprints.map((photo) => [photo.original, photo.is_blueprint])).toEqual([
      [`${CDN}/p.jpg`, true],
      [`${CDN}/plan.jpg`, true],
    ])
  })

  it('gives empty lists for missing or malformed media', () => {
    const empty = { photos: [], blueprints: [], videos: [], tour_360: [], files: [] }
    expect(tokkoMedia({})).toEqual(empty)
    expect(tokkoMedia({ photos: 'x', videos: {}, files: 3 })).toEqual(empty)
    expect(backendMedia({ photos: null, tour_360: '', files: [null] })).toEqual(empty)
  })
})

describe('videos and tours', () => {
  it('keeps YouTube and Vimeo as videos with their canonical players', () => {
    const { videos, tour_360 } = tokkoMedia({
      videos: [
        {
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          provider: 'youtube',
          title: ' Recorrido ',
        },
        { url: 'https://youtu.be/dQw4w9WgXc2', provider: 'YouTube' },
        { url: 'https://vimeo.com/123456789', provider: 'vimeo' },
      ],
    })
    expect(tour_360).toEqual([])
    expect(videos).toEqual([
      {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        player_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        provider: 'youtube',
        title: 'Recorrido',
        is_tour: false,
      },
      expect.objectContaining({ player_url: 'https://www.youtube.com/embed/dQw4w9WgXc2' }),
      expect.objectContaining({ player_url: 'https://player.vimeo.com/video/123456789' }),
    ])
  })

  it('tells the provider from the address when the text is missing or unknown', () => {
    const { videos, tour_360 } = tokkoMedia({
      videos: [
        { url: 'https://m.youtube.com/shorts/abcdefghijk' },
        { player_url: 'https://player.vimeo.com/video/42424242', provider: 'otro' },
        { url: 'https://my.matterport.com/show/?m=AbCdEf12345' },
        { url: 'https://kuula.co/share/collection/7lXyz' },
        { url: 'https://roundme.com/tour/123456' },
        { url: 'https://theta360.com/s/abc' },
        { url: 'https://vista360.com.ar/tour/1234' },
        { url: 'https://app.hauzd.com/tour/9' },
        { url: 'https://www.360magictour.com/tour/55555' },
      ],
    })
    expect(videos.map((video) => [video.provider, video.player_url])).toEqual([
      ['youtube', 'https://www.youtube.com/embed/abcdefghijk'],
      ['vimeo', 'https://player.vimeo.com/video/42424242'],
    ])
    expect(videos[1]?.url).toBe('https://player.vimeo.com/video/42424242')
    expect(tour_360.map((tour) => tour.provider)).toEqual([
      'matterport',
      'kuula',
      'roundme',
      'ricoh',
      'vista360',
      'hauzd',
      '360magictour',
    ])
    expect(tour_360.every((tour) => tour.is_tour && tour.player_url === tour.url)).toBe(true)
  })

  it('uses a tour provider’s own player address when given', () => {
    const { tour_360 } = tokkoMedia({
      videos: [
        {
          url: 'https://my.matterport.com/show/?m=abc',
          player_url: 'https://my.matterport.com/show/?m=abc&play=1',
          provider: 'Matterport',
        },
      ],
    })
    expect(tour_360).toEqual([
      {
        url: 'https://my.matterport.com/show/?m=abc',
        player_url: 'https://my.matterport.com/show/?m=abc&play=1',
        provider: 'matterport',
        title: '',
        is_tour: true,
      },
    ])
  })

  it('drops unknown providers, unusable addresses and players outside the video site', () => {
    const { videos, tour_360 } = tokkoMedia({
      videos: [
        { url: 'https://www.facebook.com/watch/?v=1', provider: 'facebook' },
        { url: 'javascript:alert(1)', provider: 'youtube' },
        { url: 'https://www.youtube.com/channel/UC123', provider: 'youtube' },
        { player_url: 'https://evil.example/embed/x', provider: 'youtube' },
        { url: 'https://example.com/tour', provider: 'matterport', player_url: 'data:text/html,x' },
        null,
      ],
    })
    expect(videos).toEqual([])
    expect(tour_360).toEqual([])
  })

  it('frames a tour only from its provider’s player hosts, whatever the provider text says', () => {
    const { videos, tour_360 } = tokkoMedia({
      videos: [
        // A provider's name does not make another site its player.
        { url: 'https://example.com/tour', provider: 'matterport' },
        { player_url: 'https://phish.example/login', provider: 'kuula' },
        // Lookalikes of the providers' hosts.
        { url: 'https://my.matterport.com.evil.net/show/?m=abc', provider: 'matterport' },
        { url: 'https://evilmatterport.com/show/?m=abc', provider: 'matterport' },
        { url: 'https://vista360.evil.net/tour/1', provider: 'vista360' },
        { url: 'https://hauzd.evil.net/tour/9', provider: 'hauzd' },
        { url: 'https://www.360magictour.evil.net/tour/1' },
        { url: 'https://youtube.com.evil.net/watch?v=dQw4w9WgXcQ', provider: 'youtube' },
        { url: 'https://evilyoutube.com/watch?v=dQw4w9WgXcQ' },
        { url: 'https://notvimeo.com/123456789', provider: 'vimeo' },
        // Plain http, credentials and ports on a provider's own host.
        { url: 'http://my.matterport.com/show/?m=abc', provider: 'matterport' },
        { url: 'https://user:secret@my.matterport.com/show/?m=abc' },
        { url: 'https://kuula.co:8443/share/1', provider: 'kuula' },
        // A provider's site outside its player.
        { url: 'https://matterport.com/show/?m=abc', provider: 'matterport' },
      ],
    })
    expect(videos).toEqual([])
    expect(tour_360).toEqual([])
  })

  it('takes the provider from the host when the text names another', () => {
    const { videos, tour_360 } = tokkoMedia({
      videos: [
        { url: 'https://kuula.co/share/collection/7lXyz', provider: 'matterport' },
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: 'kuula' },
      ],
    })
    expect(tour_360.map((tour) => [tour.provider, tour.player_url])).toEqual([
      ['kuula', 'https://kuula.co/share/collection/7lXyz'],
    ])
    expect(videos.map((video) => [video.provider, video.player_url])).toEqual([
      ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ])
  })

  it('falls back to the tour’s own address when its player is not one of the provider’s', () => {
    const { tour_360 } = tokkoMedia({
      videos: [
        {
          url: 'https://my.matterport.com/show/?m=abc',
          player_url: 'https://phish.example/show/?m=abc',
          provider: 'matterport',
        },
      ],
    })
    expect(tour_360).toEqual([
      {
        url: 'https://my.matterport.com/show/?m=abc',
        player_url: 'https://my.matterport.com/show/?m=abc',
        provider: 'matterport',
        title: '',
        is_tour: true,
      },
    ])
  })

  it('builds YouTube’s canonical player from its no-cookie player too', () => {
    const { videos } = tokkoMedia({
      videos: [{ player_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' }],
    })
    expect(videos.map((video) => video.player_url)).toEqual([
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ])
  })

  it('reads backend videos whatever their provider or platform, and honours is_tour', () => {
    const { videos, tour_360 } = backendMedia({
      videos: [
        { url: 'https://vimeo.com/1234567', platform: 'vimeo' },
        { url: 'https://www.youtube.com/watch?v=abcdefghijk', provider: 'youtube', is_tour: true },
        { url: 'https://kuula.co/share/1', provider: 'kuula', is_tour: false },
      ],
    })
    expect(videos.map((video) => video.provider)).toEqual(['vimeo'])
    expect(tour_360.map((tour) => tour.provider)).toEqual(['youtube', 'kuula'])
  })

  it('reads the backend tour as a bare address or a list, without repeating tours', () => {
    const bare = backendMedia({ tour_360: 'https://my.matterport.com/show/?m=abc&play=1' })
    expect(bare.tour_360).toEqual([
      {
        url: 'https://my.matterport.com/show/?m=abc&play=1',
        player_url: 'https://my.matterport.com/show/?m=abc&play=1',
        provider: 'matterport',
        title: '',
        is_tour: true,
      },
    ])
    const listed = backendMedia({
      videos: [
        {
          url: 'https://roundme.com/tour/1',
          player_url: 'https://roundme.com/embed/1',
          is_tour: true,
        },
      ],
      tour_360: [
        { url: 'https://roundme.com/tour/1', player_url: 'https://roundme.com/embed/1' },
        { url: 'https://kuula.co/share/2', provider: 'kuula' },
      ],
    })
    expect(listed.tour_360.map((tour) => tour.player_url)).toEqual([
      'https://roundme.com/embed/1',
      'https://kuula.co/share/2',
    ])
    expect(backendMedia({ tour_360: 'https://unknown.example/tour' }).tour_360).toEqual([])
  })
})

describe('files', () => {
  it('names Tokko files by their name or the end of their address', () => {
    const { files } = tokkoMedia({
      files: [
        { file: `${CDN}/files/1/ficha.pdf`, name: ' Ficha técnica.pdf ' },
        { file: `${CDN}/files/1/Plano%20general.pdf` },
        { file: `${CDN}/` },
        { file: `${CDN}/files/%E0%A4%A.pdf` },
        { file: '/files/local.pdf', name: 'Local' },
        { name: 'Sin archivo' },
      ],
    })
    expect(files).toEqual([
      { url: `${CDN}/files/1/ficha.pdf`, name: 'Ficha técnica.pdf' },
      { url: `${CDN}/files/1/Plano%20general.pdf`, name: 'Plano general.pdf' },
      { url: `${CDN}/`, name: 'Archivo' },
      { url: `${CDN}/files/%E0%A4%A.pdf`, name: '%E0%A4%A.pdf' },
    ])
  })

  it('reads backend files from original and public_name', () => {
    const { files } = backendMedia({
      files: [{ original: `${CDN}/b.pdf`, public_name: 'Brochure' }, { original: 'ftp://x/y.pdf' }],
    })
    expect(files).toEqual([{ url: `${CDN}/b.pdf`, name: 'Brochure' }])
  })
})
