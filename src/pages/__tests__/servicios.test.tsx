import { screen, within } from '@testing-library/react'
import type { PageProps } from 'gatsby'
import { renderWithProviders } from '../../../__tests__/support/render'
import ServicesPage from '../servicios'

function servicesProps(): PageProps<Queries.ServicesPageQuery> {
  const data = {
    siteSettings: {
      modules: {
        services: {
          enabled: true,
          items: [{ title: 'Tasaciones', text: 'Tasamos tu propiedad.' }],
        },
      },
    },
  }
  return { data } as unknown as PageProps<Queries.ServicesPageQuery>
}

describe('/servicios', () => {
  it('has the appraisal form in its #tasacion section, where the home page sends visitors', () => {
    const { container } = renderWithProviders(<ServicesPage {...servicesProps()} />)
    const section = screen.getByRole('region', { name: 'Pedí una tasación' })
    expect(section).toBe(container.querySelector('#tasacion'))
    const form = within(section).getByRole('form', { name: 'Pedido de tasación' })
    expect(within(form).getByRole('button', { name: 'Pedir tasación' })).toBeEnabled()
  })
})
