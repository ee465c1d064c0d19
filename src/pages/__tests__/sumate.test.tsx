import { screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { renderWithProviders } from '../../../__tests__/support/render'
import { siteQueryResult } from '../../../__tests__/support/siteQuery'
import JoinPage from '../sumate'

const postulation = () => screen.getByRole('region', { name: 'Postulate' })

describe('/sumate', () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(() => siteQueryResult()))

  it('offers the open positions of the settings in the application form of #postulacion', () => {
    const { container } = renderWithProviders(<JoinPage />)
    expect(postulation()).toBe(container.querySelector('#postulacion'))
    const form = within(postulation()).getByRole('form', { name: 'Postulación' })
    const positions = within(form).getByRole('combobox', { name: 'Búsqueda' })
    expect(
      within(positions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elegí una búsqueda', ...siteQueryResult().siteSettings.modules.sumate.positions])
  })

  it('asks for no position when none is open', () => {
    const site = siteQueryResult()
    const modules = { ...site.siteSettings.modules, sumate: { positions: [] } }
    jest.mocked(useStaticQuery).mockImplementation(() => ({
      ...site,
      siteSettings: { ...site.siteSettings, modules },
    }))
    renderWithProviders(<JoinPage />)
    const form = within(postulation()).getByRole('form', { name: 'Postulación' })
    expect(within(form).queryByRole('combobox', { name: 'Búsqueda' })).toBeNull()
    expect(within(form).getByLabelText('CV')).toBeInTheDocument()
  })
})
