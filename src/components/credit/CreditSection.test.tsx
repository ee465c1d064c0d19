import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../__tests__/support/render'
import { generateDemo } from '../../../emulator/data'
import { normaliseSettings } from '../../broker/normalise'
import type { CreditSettings } from '../../domain/credit/credit'
import type { CreditPrice } from '../../domain/credit/creditOffer'
import { CreditSection } from './CreditSection'

// The demo agency's figures, as the site reads them (emulator/data/settings.ts).
const settings: CreditSettings = normaliseSettings(generateDemo({ properties: 0 }).settings).modules
  .credit

async function openEstimate(price: CreditPrice = { amount: 185_000, currency: 'USD' }) {
  const rendered = renderWithProviders(<CreditSection price={price} settings={settings} />)
  await rendered.user.click(screen.getByRole('button', { name: 'Simular crédito UVA' }))
  await screen.findByLabelText('Plazo (años)')
  return rendered
}

const result = () => screen.getByRole('status')
const field = (label: string) => screen.getByLabelText(label)

describe('CreditSection', () => {
  it('loads the estimate at the press, opening on the price and the largest loan allowed', async () => {
    await openEstimate()
    expect(field('Precio (USD)')).toHaveValue('185.000')
    expect(field('Tipo de cambio (pesos por dólar)')).toHaveValue('1.200')
    expect(field('Anticipo (USD)')).toHaveValue('46.250')
    expect(field('Plazo (años)')).toHaveValue('20')
    expect(field('Tasa nominal anual, TNA (%)')).toHaveValue('4,8')
    // USD 138.750 × 1.200 = $ 166.500.000 = 83.776,96 UVA; 4,8 % over 240 months: 543,68 UVA =
    // $ 1.080.514,19 a month (credit.test.ts works it out); ÷ 0,25 = $ 4.322.056,75.
    expect(result()).toHaveTextContent('$ 1.080.514 por mes')
    expect(result()).toHaveTextContent('543,68 UVA por mes durante 240 meses')
    expect(within(result()).getByText('Ingreso mínimo del hogar').nextSibling).toHaveTextContent(
      '$ 4.322.057 por mes',
    )
    expect(result()).toHaveTextContent('$ 166.500.000 (83.776,96 UVA)')
    expect(
      screen.getByText(/Estimación con valores al 15\/11\/2026; consultá con tu banco\./),
    ).toBeInTheDocument()
  })

  it('recomputes as the down payment, term, rate and exchange rate change', async () => {
    const { user } = await openEstimate()
    await user.clear(field('Anticipo (USD)'))
    await user.type(field('Anticipo (USD)'), '85.000')
    await user.clear(field('Plazo (años)'))
    await user.type(field('Plazo (años)'), '30')
    await user.clear(field('Tasa nominal anual, TNA (%)'))
    await user.type(field('Tasa nominal anual, TNA (%)'), '5')
    // USD 100.000 × 1.200 = $ 120.000.000; 5 % over 360 months: 324,13 UVA = $ 644.185,95;
    // income $ 2.576.743,79 (Python: L*i/(1-(1+i)**-n)).
    expect(result()).toHaveTextContent('$ 644.186 por mes')
    expect(result()).toHaveTextContent('324,13 UVA por mes durante 360 meses')
    expect(result()).toHaveTextContent('$ 2.576.744 por mes')
    await user.clear(field('Plazo (años)'))
    await user.type(field('Plazo (años)'), '15')
    // 180 months: 477,48 UVA = $ 948.952,35.
    expect(result()).toHaveTextContent('$ 948.952 por mes')
    await user.clear(field('Plazo (años)'))
    await user.type(field('Plazo (años)'), '30')
    await user.clear(field('Tipo de cambio (pesos por dólar)'))
    await user.type(field('Tipo de cambio (pesos por dólar)'), '1300')
    // $ 130.000.000 over 360 months at 5 %: $ 697.868,11.
    expect(result()).toHaveTextContent('$ 697.868 por mes')
  })

  it('says what is wrong beside the field, keeps what was typed, and waits for a fix', async () => {
    const { user } = await openEstimate()
    const down = field('Anticipo (USD)')
    await user.clear(down)
    await user.type(down, '200.000')
    expect(down).toHaveValue('200.000')
    expect(down).toHaveAttribute('aria-invalid', 'true')
    expect(down).toHaveAccessibleDescription(
      'Al menos el 25 % del precio. El anticipo no puede superar el precio (USD 185.000).',
    )
    expect(result()).toHaveTextContent('Corregí los datos marcados para ver la cuota.')

    const term = field('Plazo (años)')
    await user.clear(term)
    await user.type(term, 'veinte')
    expect(term).toHaveValue('veinte')
    expect(screen.getByText('Escribí solo números, por ejemplo 20.')).toBeInTheDocument()
    await user.clear(term)
    await user.type(term, '40')
    expect(screen.getByText('El plazo va de 5 a 30 años, en años enteros.')).toBeInTheDocument()
    await user.clear(field('Tasa nominal anual, TNA (%)'))
    expect(screen.getByText('Ingresá la tasa anual (TNA).')).toBeInTheDocument()

    await user.clear(down)
    await user.type(down, '10.000')
    expect(
      screen.getByText(
        'Los bancos prestan hasta el 75 % del precio: el anticipo mínimo es USD 46.250.',
      ),
    ).toBeInTheDocument()
    await user.clear(down)
    await user.type(down, '85000')
    await user.clear(term)
    await user.type(term, '30')
    await user.type(field('Tasa nominal anual, TNA (%)'), '5')
    expect(down).not.toHaveAttribute('aria-invalid')
    expect(result()).toHaveTextContent('$ 644.186 por mes')
  })

  it('moves the down payment with the price until the visitor sets one', async () => {
    const { user } = await openEstimate()
    await user.clear(field('Precio (USD)'))
    await user.type(field('Precio (USD)'), '200.000')
    expect(field('Anticipo (USD)')).toHaveValue('50.000')
    await user.clear(field('Anticipo (USD)'))
    await user.type(field('Anticipo (USD)'), '80.000')
    await user.clear(field('Precio (USD)'))
    await user.type(field('Precio (USD)'), '250.000')
    expect(field('Anticipo (USD)')).toHaveValue('80.000')
    await user.clear(field('Precio (USD)'))
    expect(screen.getByText('Ingresá el precio de la propiedad.')).toBeInTheDocument()
  })

  it('asks no exchange rate for a price in pesos', async () => {
    await openEstimate({ amount: 150_000_000, currency: 'ARS' })
    expect(screen.queryByLabelText('Tipo de cambio (pesos por dólar)')).not.toBeInTheDocument()
    expect(field('Precio (ARS)')).toHaveValue('150.000.000')
    expect(field('Anticipo (ARS)')).toHaveValue('37.500.000')
    // $ 112.500.000 at 4,8 % over 240 months: 112.500.000 × 0,004 ÷ (1 − 1,004^−240).
    expect(result()).toHaveTextContent('$ 730.077 por mes')
  })
})
