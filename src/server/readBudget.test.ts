import { createRateLimiter } from './rateLimit'
import { createReadBudget, ReadBudgetSpent } from './readBudget'

const NOW = Date.UTC(2026, 10, 27, 12)

describe('the read budget', () => {
  const budget = (max = 2) =>
    createReadBudget(createRateLimiter([{ max, windowMs: 60_000 }]), () => NOW)

  it('spends one unit per request, however many keys it misses', async () => {
    const reads = budget(2)
    await reads.within('198.51.100.1', async () => {
      await reads.spend()
      await reads.spend()
      await reads.spend()
    })
    await reads.within('198.51.100.1', () => reads.spend())
    await expect(reads.within('198.51.100.1', () => reads.spend())).rejects.toBeInstanceOf(
      ReadBudgetSpent,
    )
  })

  it('says when to come back, and holds one address back without the others', async () => {
    const reads = budget(1)
    await reads.within('198.51.100.1', () => reads.spend())
    const refused = await reads
      .within('198.51.100.1', () => reads.spend())
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({ retryAfterSeconds: 60 })
    await expect(reads.within('198.51.100.2', () => reads.spend())).resolves.toBeUndefined()
  })

  it("never spends for the server's own reads, outside a visitor's request", async () => {
    const reads = budget(1)
    for (let read = 0; read < 5; read++) await reads.spend()
    await expect(reads.within('198.51.100.1', () => reads.spend())).resolves.toBeUndefined()
  })

  it('keeps concurrent requests of two visitors apart', async () => {
    const reads = budget(1)
    const outcomes = await Promise.allSettled(
      ['198.51.100.1', '198.51.100.1', '198.51.100.2'].map((address) =>
        reads.within(address, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5))
          await reads.spend()
        }),
      ),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
  })
})
