import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { DemoData } from '../../emulator/data'
import { emulatorHandlers } from '../../emulator/msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { demoData, TEST_CONFIG } from '../../__tests__/support/services'
import { createBrokerApi } from '../../src/broker'
import type { SourcingLog } from './fetchCatalogue'
import { checkForChanges, needsBuild } from './changes'
import {
  describeChange,
  fingerprintCatalogue,
  promotePendingFingerprint,
  writePendingFingerprint,
} from './fingerprint'
import { fetchCatalogue } from './fetchCatalogue'

const { server } = setupMswServer()
const silent: SourcingLog = {
  info: () => undefined,
  warn: () => undefined,
  progress: () => ({ tick: () => undefined, done: () => undefined }),
}
const noWait = { sleep: async () => undefined }

function serve(data: DemoData) {
  server.resetHandlers(
    ...[TEST_CONFIG.proxyUrl, TEST_CONFIG.brokerUrl, TEST_CONFIG.backendUrl].flatMap((base) =>
      emulatorHandlers(base, { data }),
    ),
  )
}

/** The first listing that is no development's unit (a unit's change also changes its development). */
const listingIndex = (data: DemoData) => data.properties.findIndex((raw) => !raw.development)

/** The demo agency with that listing's first price changed (a copy: the demo is shared). */
function withPrice(data: DemoData, price: number): DemoData {
  const properties = data.properties.slice()
  const listing = properties[listingIndex(data)]!
  const operations = listing.operations!.map((operation, index) =>
    index === 0
      ? { ...operation, prices: operation.prices!.map((item) => ({ ...item, price })) }
      : operation,
  )
  properties[listingIndex(data)] = { ...listing, operations }
  return { ...data, properties }
}

describe('checkForChanges', () => {
  let stateDir: string
  const api = () => createBrokerApi(TEST_CONFIG)
  beforeEach(() => (stateDir = mkdtempSync(path.join(tmpdir(), 'changes-'))))
  afterEach(() => rmSync(stateDir, { recursive: true, force: true }))

  async function publish(data: DemoData) {
    serve(data)
    writePendingFingerprint(
      stateDir,
      fingerprintCatalogue(await fetchCatalogue(api(), silent, noWait)),
    )
    promotePendingFingerprint(stateDir)
  }

  it('asks for a build when no build left a fingerprint', async () => {
    serve(demoData())
    const report = await checkForChanges(api(), stateDir, silent, noWait)
    expect(report).toEqual({ hasBaseline: false, changes: [] })
    expect(needsBuild(report)).toBe(true)
  })

  it('finds nothing when the services still serve what was built', async () => {
    await publish(demoData())
    const report = await checkForChanges(api(), stateDir, silent, noWait)
    expect(report).toEqual({ hasBaseline: true, changes: [] })
    expect(needsBuild(report)).toBe(false)
  })

  it('names the listing whose price changed since the build, and only it', async () => {
    await publish(demoData())
    serve(withPrice(demoData(), 123_456))
    const report = await checkForChanges(api(), stateDir, silent, noWait)
    expect(needsBuild(report)).toBe(true)
    const id = Number(demoData().properties[listingIndex(demoData())]!.id)
    expect(report.changes.map((change) => [change.record, change.id, change.kind])).toEqual([
      ['property', id, 'changed'],
    ])
    expect(describeChange(report.changes[0]!)).toMatch(/precio .* → .*123\.456/)
  })
})
