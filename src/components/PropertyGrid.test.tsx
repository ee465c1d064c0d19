import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { makePropertyCard } from '../../__tests__/support/factories'
import { makeTestStore, renderWithProviders } from '../../__tests__/support/render'
import { hydrateRoot } from 'react-dom/client'
import { hydrationEnded, hydrationStarted, renderingHtml } from './hydration'
import { PropertyGrid } from './PropertyGrid'

const cards = Array.from({ length: 50 }, (_, index) => makePropertyCard(100 - index))
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
const grid = () => screen.getByRole('list', { name: 'Resultados' })

const listing = (shown: typeof cards, store = makeTestStore()) => (
  <Provider store={store}>
    <PropertyGrid cards={shown} label="Resultados" firstPaintCount={20} />
  </Provider>
)
const serverHtml = (shown: typeof cards) => renderingHtml(() => renderToString(listing(shown)))

/** The page's HTML of `shown`, adopted by the browser's first render. */
function hydrated(shown: typeof cards, store = makeTestStore()) {
  const container = document.createElement('div')
  container.innerHTML = serverHtml(shown)
  document.body.appendChild(container)
  let root!: ReturnType<typeof hydrateRoot>
  hydrationStarted()
  act(() => {
    root = hydrateRoot(container, listing(shown, store))
  })
  hydrationEnded()
  return { root, store }
}

describe('PropertyGrid', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
    // react-redux's Provider, rendered to a string where jsdom has a window, says its layout
    // effect does nothing there: true on the server too, and beside the point here.
    const log = console.error.bind(console)
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) log(...args)
    })
  })
  afterEach(() => jest.restoreAllMocks())

  it('holds the first cards in its HTML and links the rest for a browser without scripts', () => {
    const html = serverHtml(cards)
    expect(html.match(/<article/g)).toHaveLength(20)
    const [, noscript = ''] = /<noscript>(.*)<\/noscript>/s.exec(html) ?? []
    const linked = [...noscript.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)
    expect(linked).toEqual(cards.slice(20).map((card) => card.path))
  })

  it('adopts the HTML’s first cards, then renders the rest, in order, once the focus moves in', async () => {
    hydrated(cards)
    expect(titles(grid())).toEqual(cards.slice(0, 20).map((card) => card.title))
    await act(async () => {
      within(grid()).getAllByRole('link')[0]!.focus()
    })
    expect(titles(grid())).toEqual(cards.map((card) => card.title))
    expect(document.querySelector('noscript')).toBeNull()
  })

  it('renders every card where it renders in the browser, or when nothing limits it', () => {
    const store = makeTestStore()
    const { rerender } = render(listing(cards, store))
    expect(titles(grid())).toHaveLength(50)
    rerender(
      <Provider store={store}>
        <PropertyGrid cards={cards} label="Resultados" />
      </Provider>,
    )
    expect(titles(grid())).toHaveLength(50)
  })

  it('shows every card of a new search, though the HTML held only the first', () => {
    const { root, store } = hydrated(cards)
    expect(titles(grid())).toHaveLength(20)
    const found = cards.slice(5, 35)
    act(() => root.render(listing(found, store)))
    expect(titles(grid())).toEqual(found.map((card) => card.title))
  })

  it("presses one card's heart without touching the others'", async () => {
    const { user, store } = renderWithProviders(
      <PropertyGrid cards={cards.slice(0, 3)} label="Resultados" />,
    )
    const hearts = () => within(grid()).getAllByRole('button', { name: /favoritos/ })
    await user.click(hearts()[1]!)
    expect(store.getState().favourites.entries).toEqual([{ id: cards[1]!.id, operation: 1 }])
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ])
    await user.click(hearts()[1]!)
    expect(store.getState().favourites.entries).toEqual([])
  })
})
