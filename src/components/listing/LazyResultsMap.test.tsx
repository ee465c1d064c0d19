import { screen } from '@testing-library/react'
import { makePropertyCard } from '../../../__tests__/support/factories'
import { renderWithProviders } from '../../../__tests__/support/render'
import { LazyResultsMap } from './LazyResultsMap'

// The map's chunk, as a failed download first (the factory throws, so the import rejects) and
// then as it is: the module is fetched again on "Reintentar".
let mockChunkFails = true
jest.mock('../map/ResultsMap', () => {
  if (mockChunkFails) throw new Error('Loading chunk 414 failed.')
  return jest.requireActual('../map/ResultsMap')
})

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
})

const placed = (id: number) => makePropertyCard(id)
const list = <ul aria-label="Resultados" />

describe('LazyResultsMap', () => {
  it('says when the map cannot be fetched, keeps the list, and tries again', async () => {
    const { user } = renderWithProviders(
      <LazyResultsMap cards={[placed(1), placed(2)]} list={list} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el mapa…')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el mapa; las propiedades siguen en la lista.',
    )
    expect(screen.getByRole('list', { name: 'Resultados' })).toBeInTheDocument()

    mockChunkFails = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('region', { name: 'Mapa de los resultados' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Resultados' })).toBeNull()
  })
})
