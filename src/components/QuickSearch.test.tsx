import { act, screen, waitFor, within } from '@testing-library/react'
import { delay } from 'msw'
import { navigate } from 'gatsby'
import { queryOf, setupMswServer, withoutSettings } from '../../__tests__/support/msw'
import { renderWithProviders } from '../../__tests__/support/render'
import { serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { SUGGESTION_DELAY_MS } from '../hooks/useHomeSuggestions'
import { QuickSearch } from './QuickSearch'

const { server, requests } = setupMswServer(...serviceHandlers())

const counts = { venta: 126, alquiler: 62, temporario: 16 }
const locations = [{ id: 24731, name: 'Recoleta', count: 11 }]
const types = [{ id: 2, name: 'Departamento', count: 63 }]

function renderSearch() {
  return renderWithProviders(<QuickSearch locations={locations} types={types} counts={counts} />)
}

const address = () => screen.getByRole('combobox', { name: 'Dirección' })
/** The listbox the combobox controls (its name is not computed while it is hidden). */
const listbox = () => document.getElementById(address().getAttribute('aria-controls') ?? '')!
/** Lets the debounce run out and any search it started answer. */
const pause = () => act(() => delay(SUGGESTION_DELAY_MS + 150))
const options = () => within(listbox()).queryAllByRole('option', { hidden: true })

describe('QuickSearch suggestions', () => {
  it('fetches nothing while the address has fewer than 3 characters', async () => {
    const { user } = renderSearch()
    await user.type(address(), 'Sa')
    await pause()
    expect(requests).toEqual([])
    expect(address()).toHaveAttribute('aria-expanded', 'false')
  })

  it('sends the exact home search once typing pauses from 3 characters on', async () => {
    const { user, store } = renderSearch()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Departamento')
    await user.type(address(), 'Santa')
    expect(requests).toEqual([])
    await pause()
    await waitFor(() => expect(store.getState().loading.dynamic).toBe(0))

    expect(withoutSettings(requests)).toHaveLength(1)
    expect(withoutSettings(requests)[0]!.url.href.split('?')[0]).toBe(
      `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search`,
    )
    expect(queryOf(withoutSettings(requests)[0]!)).toEqual({
      cache: '1',
      save: '1',
      limit: '24',
      offset: '0',
      operation: '1',
      tipo: '2',
      fake_address: 'Santa',
    })
    expect(address()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('listbox', { name: 'Propiedades sugeridas' })).toBe(listbox())
    expect(options().length).toBeGreaterThan(0)
    expect(options().length).toBeLessThanOrEqual(24)
  })

  it('shows each suggestion with its title, address and price', async () => {
    const { user } = renderSearch()
    await user.type(address(), 'Santa Fe')
    await waitFor(() => expect(options().length).toBeGreaterThan(0))
    for (const option of options()) {
      expect(option).toHaveTextContent(/Santa Fe al \d+/)
      expect(option).toHaveTextContent(/(USD|ARS) [\d.,]+[KM]?|CONSULTAR/)
      expect(option.querySelector('span')?.textContent).not.toBe('')
    }
    expect(screen.getByRole('status')).toHaveTextContent(/propiedades? sugeridas?\./)
  })

  it('moves through the suggestions with the arrows and opens the chosen one with Enter', async () => {
    const { user, store } = renderSearch()
    await user.type(address(), 'Av.')
    await waitFor(() => expect(options().length).toBeGreaterThan(1))
    expect(address()).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const second = options()[1]!
    expect(address()).toHaveAttribute('aria-activedescendant', second.id)
    expect(second).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(address()).toHaveAttribute('aria-activedescendant', options().at(-1)!.id)

    await user.keyboard('{ArrowDown}{Enter}')
    const first = store.getState().homeProperties!.cards[0]!
    expect(options()[0]).toHaveTextContent(first.title)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith(first.path)
    expect(first.path).toMatch(/^\/propiedad\/venta\/.+\/\d+$/)
  })

  it('closes the list with Escape, and opens a suggestion on click', async () => {
    const { user } = renderSearch()
    await user.type(address(), 'Av.')
    await waitFor(() => expect(address()).toHaveAttribute('aria-expanded', 'true'))
    await user.keyboard('{ArrowDown}{Escape}')
    expect(address()).toHaveAttribute('aria-expanded', 'false')
    expect(address()).not.toHaveAttribute('aria-activedescendant')
    expect(address()).toHaveValue('Av.')

    await user.keyboard('{ArrowDown}')
    expect(address()).toHaveAttribute('aria-expanded', 'true')
    await user.click(options()[2]!)
    expect(jest.mocked(navigate).mock.calls[0]![0]).toMatch(/^\/propiedad\/venta\//)
  })

  it('submits the search to the listing when Enter has no suggestion chosen', async () => {
    const { user } = renderSearch()
    await user.type(address(), 'Av.{Enter}')
    expect(navigate).toHaveBeenCalledWith('/venta?q=Av.')
  })

  it('says so when no property matches the address', async () => {
    const { user } = renderSearch()
    await user.type(address(), 'zzzz')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No encontramos propiedades con esa dirección.',
      ),
    )
    expect(address()).toHaveAttribute('aria-expanded', 'false')
  })

  it('drops the suggestions when the address gets shorter than 3 characters', async () => {
    const { user } = renderSearch()
    await user.type(address(), 'Av.')
    await waitFor(() => expect(options().length).toBeGreaterThan(0))
    await user.keyboard('{Backspace}')
    expect(options()).toEqual([])
    expect(address()).toHaveAttribute('aria-expanded', 'false')
  })

  it('asks the backend variant when the settings say listings come from the backend', async () => {
    server.use(...serviceHandlers(TEST_CONFIG, { listingSource: 'backend' }))
    const { user, store } = renderSearch()
    await user.click(screen.getByRole('radio', { name: 'Alquiler' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ubicación' }), 'Recoleta')
    await user.type(address(), 'Av.')
    await pause()
    await waitFor(() => expect(store.getState().loading.dynamic).toBe(0))
    expect(withoutSettings(requests)).toHaveLength(1)
    expect(withoutSettings(requests)[0]!.url.href.split('?')[0]).toBe(
      `${TEST_CONFIG.backendUrl}/api/site/propiedades/template/`,
    )
    expect(queryOf(withoutSettings(requests)[0]!)).toEqual({
      client: String(TEST_CONFIG.clientId),
      operation_type: '2',
      neighborhood: '24731',
      address: 'Av.',
    })
  })
})
