import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../__tests__/support/render'
import { Layout } from './Layout'

describe('Layout', () => {
  it('shows the agency, the menu in spec order and the contact in the footer', () => {
    renderWithProviders(
      <Layout>
        <h1>Contenido</h1>
      </Layout>,
    )
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#contenido',
    )
    const menu = screen.getByRole('navigation', { name: 'Menú principal' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'INICIO',
      'EMPRENDIMIENTOS',
      'Venta',
      'Alquiler',
      'Temporario',
      'SERVICIOS',
      'NOVEDADES',
      'NOSOTROS',
      'SUMATE',
      'CONTACTO',
      'FAVORITOS/COMPARAR',
    ])
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/wa\.me\/54\d+\?text=Hola%2C%20les%20escribo%20desde%20el%20sitio%20web\.$/,
      ),
    )
  })

  it('opens and closes the phone menu with its button and with Escape', async () => {
    const { user } = renderWithProviders(
      <Layout>
        <p>x</p>
      </Layout>,
    )
    const button = screen.getByRole('button', { name: 'Menú' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('switches to the dark theme and remembers the choice', async () => {
    const { user, store } = renderWithProviders(
      <Layout>
        <p>x</p>
      </Layout>,
    )
    await user.click(screen.getByRole('button', { name: 'Usar tema oscuro' }))
    expect(store.getState().theme.dark).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(window.localStorage.getItem('inmobiliaria:tema')).toBe('dark')
    expect(screen.getByRole('button', { name: 'Usar tema claro' })).toBeInTheDocument()
  })
})
