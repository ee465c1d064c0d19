import { act, screen, waitFor, within } from '@testing-library/react'
import { useStaticQuery, type PageProps } from 'gatsby'
import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer, withoutSettings } from '../../../__tests__/support/msw'
import { afterAWhile } from '../../../__tests__/support/time'
import { renderWithProviders } from '../../../__tests__/support/render'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { siteQueryResult } from '../../../__tests__/support/siteQuery'
import type { SiteSettings } from '../../domain/types'
import { favouritesRestored, type FavouriteEntry } from '../../state/favouritesSlice'
import { FAVOURITES_STORAGE_KEY } from '../../state/favouritesStorage'
import FavouritesPage from '../favoritos'

const { server, requests, siteRequests } = setupMswServer(...serviceHandlers())

// Demo properties, all for sale: an office of 182 m² and a flat of 87 m² (emulator/data).
const OFFICE = { id: 7104138, title: 'Oficina 182 m² en Villa Crespo' }
const FLAT = { id: 7104190, title: 'Amplio 4 amb. con balcón en Palermo' }
const MORE = [7104136, 7104175, 7104221]
const UNKNOWN = 999_999_999

/** Renders /favoritos with these favourites already read from storage (unless told otherwise). */
function renderFavourites(entries: FavouriteEntry[], { restored = true, search = '' } = {}) {
  const props = { location: { pathname: '/favoritos/', search } } as unknown as PageProps
  return renderWithProviders(<FavouritesPage {...props} />, {
    preloadedState: {
      favourites: { entries, records: {}, restored, lastChange: null, shared: [] },
    },
  })
}

const saved = (...ids: number[]): FavouriteEntry[] => ids.map((id) => ({ id, operation: 1 }))

/** The site as built with other settings (the static query is the build's data). */
function withSettings(overrides: Partial<SiteSettings>) {
  const site = siteQueryResult()
  jest.mocked(useStaticQuery).mockImplementation(() => ({
    ...site,
    siteSettings: { ...site.siteSettings, ...overrides },
  }))
}

const list = () => screen.getByRole('list', { name: 'Propiedades guardadas' })
const cardTitled = (title: string) =>
  screen.getByRole('link', { name: title }).closest('li') as HTMLElement

describe('/favoritos', () => {
  afterEach(() => {
    jest.mocked(useStaticQuery).mockImplementation(() => siteQueryResult())
    window.localStorage.clear()
  })

  it('waits for the stored list, then offers the listings when there are no favourites', async () => {
    const { store } = renderFavourites([], { restored: false })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Favoritos y comparación')
    expect(screen.getByText('Cargando tus favoritos…')).toBeInTheDocument()
    expect(screen.queryByText(/Todavía no guardaste/)).not.toBeInTheDocument()

    act(() => {
      store.dispatch(favouritesRestored([]))
    })
    expect(
      await screen.findByRole('heading', { name: 'Todavía no guardaste propiedades' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Propiedades en venta' })).toHaveAttribute(
      'href',
      '/venta',
    )
    expect(screen.getByRole('link', { name: 'Propiedades en alquiler' })).toHaveAttribute(
      'href',
      '/alquiler',
    )
    expect(requests).toEqual([])
  })

  it('shows skeletons, then each favourite fetched live from the proxy as a card with its heart', async () => {
    renderFavourites([
      { id: OFFICE.id, operation: 1 },
      { id: FLAT.id, operation: 1 },
    ])
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('Cargando tus favoritos…')).toBeInTheDocument()

    expect(await screen.findByRole('link', { name: OFFICE.title })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/propiedad/venta/.+/${OFFICE.id}$`)),
    )
    await screen.findByRole('link', { name: FLAT.title })
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    expect(
      within(cardTitled(FLAT.title)).getByRole('button', {
        name: `Quitar de favoritos: ${FLAT.title}`,
      }),
    ).toHaveAttribute('aria-pressed', 'true')

    // Asked by the site's server, with the key the page never holds.
    const asked = withoutSettings(requests)
    expect(asked.map((request) => `${request.method} ${request.url.pathname}`).sort()).toEqual([
      `GET /mh/api/v1/tokko/properties/${OFFICE.id}`,
      `GET /mh/api/v1/tokko/properties/${FLAT.id}`,
    ])
    for (const request of asked) {
      expect(queryOf(request)).toEqual({ cache: '0' })
      expect(request.headers.get('x-tokko-key')).toBe(TEST_CONFIG.tokkoKey)
    }
  })

  it('says a favourite sold or rented since (not available, 4) is no longer available, by its title', async () => {
    server.use(
      http.get(`${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/${FLAT.id}`, async () => {
        const raw = demoData().properties.find((property) => property.id === FLAT.id)!
        return HttpResponse.json({ ...raw, status: 4 })
      }),
    )
    renderFavourites(saved(FLAT.id, OFFICE.id))
    await screen.findByRole('link', { name: OFFICE.title })
    const notice = (await screen.findByText('Esta propiedad ya no está disponible')).closest('li')!
    expect(within(notice).getByText(FLAT.title)).toBeInTheDocument()
    expect(within(notice).queryByRole('link')).toBeNull()
    expect(within(notice).getByRole('button', { name: 'Quitar de favoritos' })).toBeInTheDocument()
  })

  it("fetches each favourite from the backend's ficha when listings come from the backend", async () => {
    // The site's server reads the listing source from the agency's settings.
    server.use(...serviceHandlers(TEST_CONFIG, { listingSource: 'backend' }))
    renderFavourites(saved(OFFICE.id))
    expect(await screen.findByRole('link', { name: OFFICE.title })).toBeInTheDocument()
    const asked = withoutSettings(requests)
    expect(asked).toHaveLength(1)
    expect(asked[0]?.url.pathname).toBe(`/site/api/site/propiedades/${OFFICE.id}/ficha/`)
    expect(queryOf(asked[0]!)).toEqual({ client: '6' })
  })

  it('says a favourite is no longer published and lets the visitor remove it', async () => {
    const { user, store } = renderFavourites(saved(UNKNOWN, OFFICE.id))
    expect(await screen.findByText('Esta propiedad ya no está disponible')).toBeInTheDocument()
    await screen.findByRole('link', { name: OFFICE.title })
    const notice = screen.getByText('Esta propiedad ya no está disponible').closest('li')!
    expect(within(notice).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()

    await user.click(within(notice).getByRole('button', { name: 'Quitar de favoritos' }))
    expect(screen.queryByText('Esta propiedad ya no está disponible')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: /Tus favoritos/ })).toHaveFocus()
    expect(store.getState().favourites.entries).toEqual(saved(OFFICE.id))
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual(
      saved(OFFICE.id),
    )
  })

  it('says a favourite failed to load, keeps the others, and loads it on retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.get(
        `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/${FLAT.id}`,
        () => new HttpResponse(null, { status: 500 }),
        { once: true },
      ),
    )
    const { user } = renderFavourites(saved(FLAT.id, OFFICE.id))
    const failure = await screen.findByText(/No pudimos cargar esta propiedad/)
    await screen.findByRole('link', { name: OFFICE.title })
    await waitFor(() =>
      expect(screen.getByText('No pudimos cargar una propiedad.')).toBeInTheDocument(),
    )
    expect(logged).toHaveBeenCalled()

    const item = failure.closest('li')!
    await user.click(within(item).getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('link', { name: FLAT.title })).toBeInTheDocument()
    // The retry button gave way to a skeleton and then the card: the focus waited on the item.
    expect(item).toHaveFocus()
    expect(screen.getByRole('link', { name: OFFICE.title })).toBeInTheDocument()
    expect(screen.queryByText(/No pudimos cargar/)).not.toBeInTheDocument()
    expect(requests.filter((request) => request.url.pathname.endsWith(`/${FLAT.id}`))).toHaveLength(
      2,
    )
    logged.mockRestore()
  })

  it('removes a favourite with its heart and gives the focus to the list heading', async () => {
    const { user, store } = renderFavourites(saved(OFFICE.id, FLAT.id))
    await screen.findByRole('link', { name: FLAT.title })
    await user.click(screen.getByRole('button', { name: `Quitar de favoritos: ${OFFICE.title}` }))
    expect(screen.queryByRole('link', { name: OFFICE.title })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: /Tus favoritos/ })).toHaveFocus()
    expect(screen.getByRole('heading', { level: 2, name: /Tus favoritos/ })).toHaveTextContent(
      '1 propiedad guardada',
    )
    expect(store.getState().favourites.entries).toEqual(saved(FLAT.id))
  })

  it('empties the list only after the visitor confirms', async () => {
    const { user, store } = renderFavourites(saved(OFFICE.id, FLAT.id))
    await screen.findByRole('link', { name: FLAT.title })

    await user.click(screen.getByRole('button', { name: 'Vaciar favoritos' }))
    const question = screen.getByRole('group', {
      name: '¿Quitar las 2 propiedades de tus favoritos?',
    })
    expect(within(question).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Vaciar favoritos' })).toHaveFocus()
    expect(store.getState().favourites.entries).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Vaciar favoritos' }))
    await user.click(screen.getByRole('button', { name: 'Sí, vaciar' }))
    expect(store.getState().favourites.entries).toEqual([])
    expect(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBe('[]')
    expect(screen.getByRole('heading', { name: 'Todavía no guardaste propiedades' })).toHaveFocus()
  })

  it('compares the favourites the visitor ticks, up to four', async () => {
    const { user } = renderFavourites(saved(OFFICE.id, FLAT.id, ...MORE))
    await screen.findByRole('link', { name: OFFICE.title })
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    const boxes = screen.getAllByRole('checkbox', { name: /^Comparar / })
    expect(boxes).toHaveLength(5)

    await user.click(screen.getByRole('checkbox', { name: `Comparar ${OFFICE.title}` }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: `Comparar ${FLAT.title}` }))
    const table = screen.getByRole('table', { name: 'Comparación de 2 propiedades guardadas' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => within(header).getByRole('link').textContent),
    ).toEqual([OFFICE.title, FLAT.title])
    const price = within(table)
      .getAllByRole('rowheader')
      .find((header) => header.firstChild?.textContent === 'Precio')!
    expect(within(price.closest('tr')!).getAllByRole('cell')[1]).toHaveTextContent('Mejor')

    await user.click(boxes[2]!)
    await user.click(boxes[3]!)
    expect(screen.getByText('Elegiste 4 de 4.')).toBeInTheDocument()
    expect(boxes[4]).toBeDisabled()

    await user.click(
      within(table).getByRole('button', { name: `Quitar de la comparación: ${FLAT.title}` }),
    )
    expect(screen.getByRole('checkbox', { name: `Comparar ${FLAT.title}` })).not.toBeChecked()
    expect(boxes[4]).toBeEnabled()
  })

  it('offers no comparison when the agency has the compare module off', async () => {
    withSettings({ modules: { ...siteQueryResult().siteSettings.modules, compare: false } })
    renderFavourites(saved(OFFICE.id, FLAT.id))
    await screen.findByRole('link', { name: FLAT.title })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Favoritos$/)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Comparación' })).not.toBeInTheDocument()
  })

  describe('a selection sent to an agent', () => {
    const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
    const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`
    const posted = (url: string) =>
      requests.find((request) => request.method === 'POST' && request.url.href.startsWith(url))

    it('sends the saved ids with one short form; the agent reads each property as the catalogue has it', async () => {
      const { user } = renderFavourites(saved(FLAT.id, OFFICE.id))
      const open = screen.getByRole('button', { name: 'Enviar mi selección a un asesor' })
      await user.click(open)
      const form = await screen.findByRole('form', { name: 'Enviar mi selección' })
      expect(
        screen.getByText(/Un asesor recibe tu selección \(2 propiedades\) con el código/),
      ).toBeInTheDocument()
      const field = (name: RegExp | string) => within(form).getByLabelText(name)
      expect(field('Mensaje')).toHaveValue(
        'Hola, me interesan estas propiedades. ¿Podemos coordinar una visita?',
      )
      await user.type(field('Nombre'), 'Ana')
      await user.type(field('Email'), 'ana@example.com')
      await user.type(field(/^Celular/), '11 5555-0101')
      afterAWhile()
      await user.click(within(form).getByRole('button', { name: 'Enviar mi selección' }))
      expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()

      const sent = siteRequests.find((request) => request.url.pathname === '/api/leads/selection')
      expect(sent!.headers.get('x-lead-token')).toMatch(/^v2\.selection\./)
      expect(sent!.body).toEqual({
        lead: {
          kind: 'selection',
          form: {
            nombre: 'Ana',
            apellido: '',
            email: 'ana@example.com',
            phone: '',
            cellphone: '11 5555-0101',
            text: 'Hola, me interesan estas propiedades. ¿Podemos coordinar una visita?',
          },
          ids: [FLAT.id, OFFICE.id],
        },
      })
      const message = String((posted(INBOX)!.body as { message: string }).message)
      expect(message.split('\n').slice(0, 3)).toEqual([
        'Hola, me interesan estas propiedades. ¿Podemos coordinar una visita?',
        '',
        'Selección de favoritos del sitio (2 propiedades):',
      ])
      expect(message).toMatch(
        new RegExp(
          `\\n1\\. Cód\\. .+ · Venta USD [\\d.]+ · http://localhost:9000/propiedad/venta/.+/${FLAT.id}\\n2\\. Cód\\. .+/${OFFICE.id}$`,
        ),
      )
      expect(posted(WEBCONTACT)!.body).toMatchObject({
        name: 'Ana',
        tags: ['Selección de favoritos', 'Sitio Web'],
        properties: [FLAT.id, OFFICE.id],
        text: expect.stringContaining(message),
      })
    })

    it('keeps what was typed when the panel is closed and opened again', async () => {
      const { user } = renderFavourites(saved(FLAT.id))
      const open = screen.getByRole('button', { name: 'Enviar mi selección a un asesor' })
      await user.click(open)
      await user.type(await screen.findByLabelText('Nombre'), 'Ana')
      await user.click(open)
      expect(open).toHaveAttribute('aria-expanded', 'false')
      await user.click(open)
      expect(screen.getByLabelText('Nombre')).toHaveValue('Ana')
    })
  })

  describe('a shared selection', () => {
    it('gives an address with the saved ids to copy, send or hand to the phone', async () => {
      const { user } = renderFavourites(saved(OFFICE.id, FLAT.id))
      const write = jest.spyOn(navigator.clipboard, 'writeText')
      const open = screen.getByRole('button', { name: 'Compartir mi selección' })
      expect(open).toHaveAttribute('aria-expanded', 'false')
      await user.click(open)
      expect(open).toHaveAttribute('aria-expanded', 'true')

      const address = `http://localhost/favoritos/?seleccion=${OFFICE.id},${FLAT.id}`
      // Each way out marks the address with how it was shared, for the origin of a later lead.
      const copied = `${address}&utm_source=enlace&utm_medium=share`
      // The panel's code loads at the first press.
      expect(await screen.findByRole('textbox', { name: 'Enlace a tu selección (2)' })).toHaveValue(
        copied,
      )
      await user.click(screen.getByRole('button', { name: 'Copiar enlace' }))
      expect(write).toHaveBeenCalledWith(copied)
      expect(await screen.findByText('Copiamos el enlace: pegalo donde quieras.')).toHaveAttribute(
        'role',
        'status',
      )
      const panel = within(document.getElementById(open.getAttribute('aria-controls')!)!)
      const whatsapp = panel.getByRole('link', { name: /WhatsApp/ })
      expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(
        `${address}&utm_source=whatsapp&utm_medium=share`,
      )
      expect(
        decodeURIComponent(panel.getByRole('link', { name: 'Correo' }).getAttribute('href')!),
      ).toContain(`${address}&utm_source=email&utm_medium=share`)
    })

    it('says so when the link cannot be copied, and leaves it to select', async () => {
      const { user } = renderFavourites(saved(OFFICE.id))
      jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('no'))
      await user.click(screen.getByRole('button', { name: 'Compartir mi selección' }))
      await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }))
      expect(
        await screen.findByText('No pudimos copiarlo: seleccioná el enlace y copialo a mano.'),
      ).toBeInTheDocument()
    })

    it('opens read-only, fetched live, and saves them all in one step', async () => {
      const { user, store } = renderFavourites(saved(FLAT.id), {
        search: `?seleccion=${OFFICE.id},${FLAT.id},${UNKNOWN},abc`,
      })
      // Its view loads apart from the page.
      expect(
        await screen.findByRole('heading', {
          level: 2,
          name: 'Selección compartida · 3 propiedades',
        }),
      ).toBeInTheDocument()
      await screen.findByRole('link', { name: OFFICE.title })
      await screen.findByRole('link', { name: FLAT.title })
      const gone = (await screen.findByText('Esta propiedad ya no está disponible')).closest('li')!
      // Nothing to take out of someone else's list.
      expect(within(gone).queryByRole('button')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Vaciar favoritos' })).not.toBeInTheDocument()
      expect(
        withoutSettings(requests)
          .map((request) => request.url.pathname)
          .sort(),
      ).toEqual(
        [OFFICE.id, FLAT.id, UNKNOWN].map((id) => `/mh/api/v1/tokko/properties/${id}`).sort(),
      )

      await user.click(screen.getByRole('button', { name: 'Guardar en mis favoritos' }))
      expect(store.getState().favourites.entries).toEqual([
        { id: FLAT.id, operation: 1 },
        { id: OFFICE.id, operation: 1 },
      ])
      expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)!)).toHaveLength(2)
      const done = screen.getByText(/Guardamos 1 propiedad en tus favoritos/)
      expect(done).toHaveTextContent('Tenés 2 propiedades guardadas.')
      expect(done).toHaveFocus()
      expect(screen.getByRole('button', { name: 'Guardar en mis favoritos' })).toBeDisabled()
    })

    it('says when the address names no property', async () => {
      renderFavourites([], { search: '?seleccion=x,0' })
      expect(
        await screen.findByText('El enlace que abriste no nombra ninguna propiedad.', {
          exact: false,
        }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Ver tus favoritos' })).toHaveAttribute(
        'href',
        '/favoritos/',
      )
    })
  })
})
