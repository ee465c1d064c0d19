import { hideNavigationNotice, showNavigationNotice } from './navigationNotice'

describe('navigation notice', () => {
  it('shows one Spanish status message and removes it', () => {
    showNavigationNotice()
    showNavigationNotice()
    const notices = document.querySelectorAll('[role="status"]')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toHaveTextContent('Cargando la página…')
    hideNavigationNotice()
    expect(document.querySelector('[role="status"]')).toBeNull()
    hideNavigationNotice()
  })
})
