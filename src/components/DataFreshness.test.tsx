import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { forgetFreshness } from '../live/dataFreshness'
import { DataFreshness } from './DataFreshness'

// setupMswServer answers the file with a publication at 17:05 UTC on 23/11/2026.
const { server } = setupMswServer()

afterEach(forgetFreshness)

describe('DataFreshness', () => {
  it('says when the published data was read, in Buenos Aires time, once the page is idle', async () => {
    const { container } = render(<DataFreshness />)
    // Its line is there from the first paint, so nothing moves when the text arrives.
    expect(container.querySelector('p')?.textContent).toBe('\u00a0')
    expect(await screen.findByText('Datos actualizados el 23/11 a las 14:05')).toBeInTheDocument()
  })

  it('reads the file once for every page of a visit', async () => {
    let reads = 0
    server.use(
      http.get('*/data-freshness.json', () => {
        reads++
        return HttpResponse.json({ published_at: '2026-11-24T12:00:00Z' })
      }),
    )
    const first = render(<DataFreshness />)
    await screen.findByText('Datos actualizados el 24/11 a las 09:00')
    first.unmount()
    render(<DataFreshness />)
    await screen.findByText('Datos actualizados el 24/11 a las 09:00')
    expect(reads).toBe(1)
  })

  it('says nothing when the file cannot be read', async () => {
    server.use(http.get('*/data-freshness.json', () => new HttpResponse('no', { status: 500 })))
    const { container } = render(<DataFreshness />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.querySelector('p')?.textContent).toBe('\u00a0')
  })
})
