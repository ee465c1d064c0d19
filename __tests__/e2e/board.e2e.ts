import type { Browser, Locator } from 'playwright-core'
import type { Development } from '../../src/domain/types'
import { axeViolations } from './support/axe'
import { hydrated, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser'
import { BASE_URL } from './support/server'
import {
  PERSON_PAUSE_MS,
  submissionsOf,
  uniqueEmail,
  withDirectOrigin,
} from './support/submissions'

/** A built development whose units are available, reserved and sold, on several floors. */
async function developmentWithEveryStatus(): Promise<{ path: string; development: Development }> {
  const list = (await (
    await fetch(`${BASE_URL}/page-data/emprendimientos/page-data.json`)
  ).json()) as {
    result: { pageContext: { developments: { path: string }[] } }
  }
  for (const { path } of list.result.pageContext.developments) {
    const page = (await (await fetch(`${BASE_URL}/page-data${path}/page-data.json`)).json()) as {
      result: { pageContext: { development: Development } }
    }
    const { units } = page.result.pageContext.development
    if (new Set(units.map((unit) => unit.status)).size === 3)
      return { path, development: page.result.pageContext.development }
  }
  throw new Error('Ningún emprendimiento tiene unidades disponibles, reservadas y vendidas.')
}

/** The text of every cell the board shows. */
const cells = (board: Locator) => board.locator('ul[aria-label] > li').allTextContents()

describe('availability board of a development in Chromium', () => {
  let browser: Browser
  let path: string
  let development: Development

  beforeAll(async () => {
    browser = await launchBrowser()
    ;({ path, development } = await developmentWithEveryStatus())
  })

  afterAll(async () => {
    await browser.close()
  })

  it('filters by rooms and status, and a unit opens its enquiry prefilled and sent with it', async () => {
    const { page, errors } = await openPage(browser, path, VIEWPORTS.desktop)
    const section = page.getByRole('region', { name: 'Unidades', exact: true })
    const rooms = await hydrated(section.getByRole('combobox', { name: 'Ambientes' }))
    const status = section.getByRole('combobox', { name: 'Estado' })
    const count = section.getByRole('status')
    const total = development.units.length
    expect(await count.textContent()).toBe(`${total} unidades`)
    const shown = await cells(section)
    expect(shown).toHaveLength(total)
    for (const words of ['Disponible', 'Reservada', 'No disponible'])
      expect(shown.some((cell) => cell.includes(words))).toBe(true)

    // Rooms: the first count offered, and only units with that many rooms remain.
    const option = (await rooms.locator('option').nth(1).textContent())!
    const amount = Number(option.split(' ')[0])
    await rooms.selectOption({ label: option })
    const withRooms = development.units.filter((unit) => unit.room_amount === amount).length
    expect(await count.textContent()).toBe(`${withRooms} de ${total} unidades`)
    for (const cell of await cells(section)) expect(cell).toContain(`${amount} amb.`)

    // Status on top of rooms; then every unit again.
    await status.selectOption({ label: 'Disponible' })
    const available = development.units.filter(
      (unit) => unit.room_amount === amount && unit.status === 2,
    ).length
    expect(await count.textContent()).toBe(`${available} de ${total} unidades`)
    for (const cell of await cells(section)) expect(cell).toContain('Disponible')
    await rooms.selectOption({ label: 'Todos' })
    await status.selectOption({ label: 'Todos' })
    expect(await count.textContent()).toBe(`${total} unidades`)

    expect(await axeViolations(page)).toEqual([])
    await saveScreenshot(page, 'emprendimiento-plano-escritorio')

    // A unit on offer, chosen from the keyboard: the enquiry names it.
    const unit = development.units.find((candidate) => candidate.status === 2)!
    const button = section.getByRole('button', {
      name: new RegExp(`^Consultar por ${unit.real_address}\\b`),
    })
    await button.focus()
    await page.keyboard.press('Enter')
    const note = page.getByText(/Tu consulta es por la unidad/)
    expect(await note.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await note.textContent()).toContain(unit.real_address)
    const form = page.locator('#consulta form')
    const message = await form.getByLabel('Mensaje').inputValue()
    expect(message).toContain(`la unidad ${unit.real_address}`)
    expect(message).toContain(development.name)

    const email = uniqueEmail('unidad')
    await form.getByLabel('Nombre', { exact: true }).fill('Ana')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await page.waitForTimeout(PERSON_PAUSE_MS)
    await form.getByRole('button', { name: 'Enviar consulta' }).click()
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    const [inbox] = await submissionsOf(email, 2)
    expect(inbox?.body).toMatchObject({
      status: 'development_query',
      development: development.id,
      property_id: unit.id,
      message: withDirectOrigin(message),
    })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each([
    ['telefono', VIEWPORTS.phone, 'light'],
    ['escritorio-oscuro', VIEWPORTS.desktop, 'dark'],
  ] as const)('draws the board on a %s, axe-clean', async (name, viewport, colorScheme) => {
    const { page, errors } = await openPage(browser, path, viewport, { colorScheme })
    const section = page.getByRole('region', { name: 'Unidades', exact: true })
    await hydrated(section.getByRole('combobox', { name: 'Ambientes' }))
    await section.scrollIntoViewIfNeeded()
    expect(await axeViolations(page)).toEqual([])
    await section.screenshot({ path: `test-results/screenshots/emprendimiento-plano-${name}.png` })
    await saveScreenshot(page, `emprendimiento-${name}`)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
