import { act, fireEvent, render, screen } from '@testing-library/react'
import { navigate, prefetchPathname } from 'gatsby'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { hydrationEnded, hydrationStarted } from './hydration'
import { StaticHtml } from './StaticHtml'

const island = (inputs: readonly unknown[], children: ReactNode) => (
  <StaticHtml as="section" aria-label="Isla" inputs={inputs}>
    {children}
  </StaticHtml>
)

/** The server's HTML of `built`, hydrated with `client` as the first client render. */
function hydrate(built: ReactNode, client: ReactNode): { container: HTMLElement; root: Root } {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<>{built}</>)
  document.body.appendChild(container)
  let root!: Root
  hydrationStarted()
  act(() => {
    root = hydrateRoot(container, <>{client}</>)
  })
  hydrationEnded()
  return { container, root }
}

const serverText = (
  <p>
    Precio del build <a href="/propiedad/venta/x/1">Ver la ficha</a>
  </p>
)

describe('StaticHtml', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
    jest.mocked(navigate).mockClear()
    jest.mocked(prefetchPathname).mockClear()
  })

  it("adopts the server's HTML on hydration without rendering its children", () => {
    // The client's children differ on purpose: had React rendered them, the text would change.
    const { container } = hydrate(island([1], serverText), island([1], <p>Otro texto</p>))
    expect(container).toHaveTextContent('Precio del build Ver la ficha')
    expect(container).not.toHaveTextContent('Otro texto')
  })

  it('renders its children once an input says something else, and never adopts again', () => {
    const { container, root } = hydrate(
      island([{ price: 100 }], serverText),
      island([{ price: 100 }], serverText),
    )
    // The same content in a new object (a live answer equal to the build) keeps the HTML.
    act(() => root.render(<>{island([{ price: 100 }], <p>Sin cambios</p>)}</>))
    expect(container).toHaveTextContent('Precio del build')
    act(() => root.render(<>{island([{ price: 90 }], <p>Precio nuevo</p>)}</>))
    expect(container).toHaveTextContent('Precio nuevo')
    act(() => root.render(<>{island([{ price: 100 }], <p>Precio de vuelta</p>)}</>))
    expect(container).toHaveTextContent('Precio de vuelta')
    act(() => root.unmount())
  })

  it('renders its children on a page React draws itself (reached by a link)', () => {
    render(island([1], <p>Contenido</p>))
    expect(screen.getByRole('region', { name: 'Isla' })).toHaveTextContent('Contenido')
  })

  it('follows an adopted internal link in the page, and fetches its data ahead', () => {
    const { container } = hydrate(island([1], serverText), island([1], serverText))
    const link = container.querySelector('a')!
    fireEvent.pointerOver(link)
    expect(prefetchPathname).toHaveBeenCalledWith('/propiedad/venta/x/1')
    fireEvent.click(link)
    expect(navigate).toHaveBeenCalledWith('/propiedad/venta/x/1')
  })

  it('leaves to the browser a click with a modifier, and links elsewhere', () => {
    const external = (
      <p>
        <a href="/propiedad/venta/x/1">Ficha</a> <a href="https://example.com/">Afuera</a>
      </p>
    )
    const { container } = hydrate(island([1], external), island([1], external))
    const [internal, outside] = container.querySelectorAll('a')
    fireEvent.click(internal!, { ctrlKey: true })
    fireEvent.click(outside!)
    expect(navigate).not.toHaveBeenCalled()
  })
})
