import { defaultSearchFilters } from '../domain/listing/search'
import { createLiveClient } from './client'

/** A client whose server answers `body` to every call, and the addresses it was asked. */
function clientAnswering(body: unknown) {
  const asked: string[] = []
  const client = createLiveClient({
    baseUrl: 'http://site.test',
    fetch: async (url) => {
      asked.push(String(url))
      return new Response(JSON.stringify(body), { status: 200 })
    },
  })
  return { client, asked }
}

describe('the browser client: the listing search', () => {
  const page = { items: [], total: 126, offset: 50, limit: 50 }

  it('reads how many rows the server withheld, and how many positions are on offer', async () => {
    const { client, asked } = clientAnswering({ ...page, withheld: 3, offered: 117 })
    await expect(client.searchProperties(defaultSearchFilters(1), 50)).resolves.toEqual({
      ...page,
      withheld: 3,
      offered: 117,
    })
    expect(asked).toEqual(['http://site.test/api/properties?operacion=1&desde=50'])
  })

  it('takes an answer without the counts (an older server or cache) as none withheld', async () => {
    const { client } = clientAnswering(page)
    await expect(client.searchProperties(defaultSearchFilters(1), 50)).resolves.toEqual({
      ...page,
      withheld: 0,
      offered: 126,
    })
  })
})

describe('the browser client: a call that fails', () => {
  it("lets go of the caller's signal after a network error, as after an answer", async () => {
    const caller = new AbortController()
    const added = jest.spyOn(caller.signal, 'addEventListener')
    const removed = jest.spyOn(caller.signal, 'removeEventListener')
    const client = createLiveClient({
      baseUrl: 'http://site.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await expect(client.property(7, { signal: caller.signal })).rejects.toMatchObject({
      kind: 'network',
    })
    expect(added).toHaveBeenCalledTimes(1)
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]![1])
  })
})
