import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LazyNewsletterForm } from './LazyNewsletterForm'
import { everythingNearViewport } from '../../../__tests__/support/viewport'

// The form's chunk fails to arrive the first time (offline, or a release since the page loaded).
let mockFailures = 1
jest.mock('./NewsletterForm', () => {
  if (mockFailures > 0) {
    mockFailures--
    throw new Error('Loading chunk newsletter-form failed.')
  }
  return { NewsletterForm: () => <form aria-label="Suscripción al newsletter" /> }
})

describe('LazyNewsletterForm', () => {
  // The footer is within a screen of the viewport as soon as it is observed.
  everythingNearViewport()

  it('says when its code cannot arrive, keeps the page, and a retry brings the form', async () => {
    render(
      <main>
        <h1>La página</h1>
        <LazyNewsletterForm />
      </main>,
    )
    const retry = await screen.findByRole('button', { name: 'Reintentar' })
    expect(screen.getByText('No pudimos cargar el formulario de suscripción.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'La página' })).toBeInTheDocument()

    await userEvent.click(retry)
    expect(
      await screen.findByRole('form', { name: 'Suscripción al newsletter' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
  })
})
