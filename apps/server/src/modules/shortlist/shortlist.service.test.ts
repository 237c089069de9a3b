// The shortlist's limit, on a fake repository: a list of MAX_SHORTLIST listings takes no more
// (a real one would need a hundred listings created through the API).
import { MAX_SHORTLIST, shortlistMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import type { AuthContext } from '../../plugins/auth-guards'
import type { ShortlistItem, ShortlistRepository, ShortlistWriter } from './shortlist.repository'
import { addToShortlist, mergeIntoShortlist } from './shortlist.service'

const auth: AuthContext = { uid: 'u', did: '00000000-0000-4000-8000-000000000004', roles: { isAdmin: false, isSeller: false, isDealer: false }, exp: 0 }
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A repository over an in-memory list that starts with `count` listings; every id names a public listing. */
function fakeRepository(count: number): { repository: ShortlistRepository; items: ShortlistItem[] } {
  const items: ShortlistItem[] = Array.from({ length: count }, (_, n) => ({ propertyId: idOf(n + 1000), addedAt: '2026-01-01T00:00:00.000Z' }))
  const writer: ShortlistWriter = {
    items: () => Promise.resolve([...items]),
    publicIds: (keys) => Promise.resolve(new Map(keys.ids.map((id) => [id, id]))),
    add: (ids, at) => {
      items.unshift(...ids.map((propertyId) => ({ propertyId, addedAt: at })))
      return Promise.resolve()
    },
  }
  const repository = { forUser: async (_userId: string, fn: (w: ShortlistWriter) => Promise<unknown>) => ({ found: true, value: await fn(writer) }) }
  return { repository: repository as unknown as ShortlistRepository, items }
}

const now = new Date('2026-11-25T08:00:00.000Z')

describe(`a shortlist of ${MAX_SHORTLIST}`, () => {
  it('takes no other listing (409), but one already on it is fine', async () => {
    const { repository, items } = fakeRepository(MAX_SHORTLIST)
    await expect(addToShortlist({ repository, auth, propertyId: idOf(1), now })).rejects.toMatchObject({ statusCode: 409, message: shortlistMessages.full })
    await expect(addToShortlist({ repository, auth, propertyId: idOf(1000), now })).resolves.toMatchObject({ propertyId: idOf(1000) })
    expect(items).toHaveLength(MAX_SHORTLIST)
  })

  it('takes the last one, then no more', async () => {
    const { repository, items } = fakeRepository(MAX_SHORTLIST - 1)
    await expect(addToShortlist({ repository, auth, propertyId: idOf(1), now })).resolves.toEqual({ propertyId: idOf(1), addedAt: now.toISOString() })
    expect(items).toHaveLength(MAX_SHORTLIST)
  })

  it("merges only as many of the browser's listings as fit, and counts the rest", async () => {
    const { repository, items } = fakeRepository(MAX_SHORTLIST - 2)
    const result = await mergeIntoShortlist({ repository, auth, propertyIds: [idOf(1), idOf(2), idOf(3)], now })
    expect(result).toMatchObject({ added: 2, skipped: 1 })
    expect(items.slice(0, 2).map((item) => item.propertyId)).toEqual([idOf(1), idOf(2)])
  })
})
