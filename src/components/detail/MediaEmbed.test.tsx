import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { makeTour, makeVideo } from '../../../__tests__/support/factories'
import { EMBED_POLICIES, type EmbedProvider } from '../../domain/detail/embeds'
import type { Video } from '../../domain/types'
import { MediaEmbed } from './MediaEmbed'

function renderEmbed(media: Video) {
  const user = userEvent.setup()
  return { user, ...render(<MediaEmbed media={media} listingTitle="Casa en Olivos" />) }
}

/** The iframe's attributes as the browser gets them, after the play button was pressed. */
async function openedFrame(media: Video) {
  const { user } = renderEmbed(media)
  expect(document.querySelector('iframe')).toBeNull()
  await user.click(screen.getByRole('button', { name: media.is_tour ? /recorrido/ : /video/ }))
  const frames = document.querySelectorAll('iframe')
  expect(frames).toHaveLength(1)
  const frame = frames[0] as HTMLIFrameElement
  return Object.fromEntries(
    frame.getAttributeNames().map((name) => [name, frame.getAttribute(name)]),
  )
}

describe('MediaEmbed', () => {
  it('frames a YouTube video sandboxed, with only the features a video player uses', async () => {
    expect(await openedFrame(makeVideo())).toEqual({
      src: 'https://www.youtube.com/embed/lp2sr35uSz3',
      title: 'Recorrido en video',
      loading: 'lazy',
      sandbox:
        'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
      allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
      allowfullscreen: '',
      referrerpolicy: 'strict-origin-when-cross-origin',
    })
  })

  it('frames a Matterport tour with the motion sensors, free to open itself at Matterport', async () => {
    expect(await openedFrame(makeTour())).toEqual({
      src: 'https://my.matterport.com/show/?m=demo360',
      title: 'Recorrido virtual',
      loading: 'lazy',
      sandbox:
        'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
      allow: 'accelerometer; fullscreen; gyroscope; xr-spatial-tracking',
      allowfullscreen: '',
      referrerpolicy: 'strict-origin-when-cross-origin',
    })
  })

  it('links a tour to its page at the provider, in another tab; a video has its player’s own link', () => {
    renderEmbed(makeTour())
    const link = screen.getByRole('link', { name: 'Abrir en Matterport (se abre en otra pestaña)' })
    expect(link).toHaveAttribute('href', 'https://my.matterport.com/show/?m=demo360')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    document.body.innerHTML = ''
    renderEmbed(makeVideo())
    expect(screen.queryByRole('link')).toBeNull()
  })

  it.each([
    ['vimeo', 'https://player.vimeo.com/video/123456789', false],
    ['kuula', 'https://kuula.co/share/collection/7lXyz?fs=1&vr=0&thumbs=1', true],
    ['roundme', 'https://roundme.com/embed/123456', true],
    ['ricoh', 'https://theta360.com/s/cCEqLppMmQ9eEYx8xXQbHndlQ', true],
    ['hauzd', 'https://app.hauzd.com/tour/9', true],
    ['360magictour', 'https://360magictour.com/tour/55555/embed', true],
    ['vista360', 'https://vista360.com.ar/tour/1234?embed=1', true],
  ] as const)('frames %s with its own policy', async (provider, address, isTour) => {
    const frame = await openedFrame(
      makeVideo({ provider, player_url: address, url: address, is_tour: isTour }),
    )
    expect(frame).toMatchObject({
      src: address,
      sandbox: EMBED_POLICIES[provider].sandbox,
      allow: EMBED_POLICIES[provider].allow,
      referrerpolicy: 'strict-origin-when-cross-origin',
    })
    expect(frame['allow']).not.toContain('clipboard')
  })

  it.each([
    ['another site', 'matterport', 'https://evil.example/show/?m=demo360'],
    ['a lookalike host', 'matterport', 'https://my.matterport.com.evil.net/show/?m=demo360'],
    ['a lookalike domain', 'matterport', 'https://evilmatterport.com/show/?m=demo360'],
    ['plain http', 'matterport', 'http://my.matterport.com/show/?m=demo360'],
    ['credentials', 'matterport', 'https://user:secret@my.matterport.com/show/?m=demo360'],
    ['a port', 'matterport', 'https://my.matterport.com:8443/show/?m=demo360'],
    ['another provider’s host', 'matterport', 'https://kuula.co/share/collection/7lXyz'],
    ['a watch page', 'youtube', 'https://m.youtube.com/watch?v=lp2sr35uSz3'],
    ['a script', 'youtube', 'javascript:alert(1)'],
  ] as [string, EmbedProvider, string][])(
    'renders neither a frame nor its button for %s',
    (_, provider, address) => {
      const { container } = renderEmbed(
        makeVideo({ provider, player_url: address, is_tour: provider === 'matterport' }),
      )
      expect(container).toBeEmptyDOMElement()
      expect(document.querySelector('iframe')).toBeNull()
    },
  )
})
