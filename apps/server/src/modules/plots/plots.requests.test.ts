// The list of split and merge requests: every request for admins (their approval queue), the
// requests a seller made or that name a plot they stand for for anyone else; pending by default,
// newest first, with the parent or sources each names, and never another seller's draft.
import { type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { requestAs, signedOut, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { autoSplitBody, createPlot } from './plots-test-kit'

const kit = usePropertyKit()
const send = (caller: Caller | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => requestAs(kit, caller, { method, url, payload })

type Subject = { id: string; reference: string; title: string; city: string; status: string }
type Listed = { type: 'split'; split: { id: string; approvalStatus: string; parentPropertyId: string }; properties: Subject[] } | { type: 'merge'; merge: { id: string; approvalStatus: string }; properties: Subject[] }
type ListAnswer = { success: true; requests: Listed[]; pagination: { page: number; limit: number; total: number; pages: number } }

const idOf = (request: Listed) => (request.type === 'split' ? request.split.id : request.merge.id)

async function list(caller: Caller, query = ''): Promise<ListAnswer> {
  const response = await send(caller, 'GET', `/api/properties/operations${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListAnswer>()
}

async function requestSplit(parent: Property, caller: Caller = 'seller'): Promise<string> {
  const response = await send(caller, 'POST', `/api/properties/${parent.id}/split`, autoSplitBody(parent))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ operationId: string }>().operationId
}

async function requestMerge(sources: readonly Property[], caller: Caller): Promise<string> {
  const response = await send(caller, 'POST', '/api/properties/merge', { sourceProperties: sources.map((source) => ({ propertyId: source.id })) })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ operationId: string }>().operationId
}

describe('GET /api/properties/operations', () => {
  it("gives admins every pending request, newest first, with the plots each starts from; decided ones leave the queue for their own state", async () => {
    const parent = await createPlot(kit, 'seller', 30.7, 76.7)
    const split = await requestSplit(parent)
    const west = await createPlot(kit, 'otherSeller', 30.71, 76.7)
    const east = await createPlot(kit, 'otherSeller', 30.71, 76.701)
    const merge = await requestMerge([west, east], 'otherSeller')

    const queue = await list('admin')
    expect(queue.requests.map(idOf)).toEqual([merge, split])
    expect(queue.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 })
    expect(queue.requests[0]).toMatchObject({ type: 'merge', merge: { approvalStatus: 'pending' } })
    expect(queue.requests[0]!.properties.map((p) => p.id)).toEqual([west.id, east.id])
    expect(queue.requests[1]).toMatchObject({
      type: 'split',
      split: { approvalStatus: 'pending', parentPropertyId: parent.id },
      properties: [{ id: parent.id, reference: parent.reference, title: 'Plot at 30.7, 76.7', city: 'Mohali', status: 'active' }],
    })
    expect((await list('admin', '?type=split')).requests.map(idOf)).toEqual([split])
    expect((await list('admin', '?limit=1&page=2')).requests.map(idOf)).toEqual([split])

    expect((await send('admin', 'PATCH', `/api/properties/${parent.id}/splits/${split}`, { approvalStatus: 'approved', remarks: 'Deed seen' })).statusCode).toBe(200)
    expect((await send('otherSeller', 'POST', `/api/properties/merges/${merge}/cancel`, {})).statusCode).toBe(200)
    expect((await list('admin')).requests).toEqual([])
    expect((await list('admin', '?status=approved')).requests.map(idOf)).toEqual([split])
    expect((await list('admin', '?status=cancelled')).requests.map(idOf)).toEqual([merge])
    expect((await list('admin', '?status=all')).pagination.total).toBe(2)
  })

  it('gives anyone else only the requests they made or that name a plot they stand for', async () => {
    const mine = await createPlot(kit, 'seller', 30.7, 76.7)
    const split = await requestSplit(mine)
    const theirs = await createPlot(kit, 'otherSeller', 30.72, 76.7)
    const theirSplit = await requestSplit(theirs, 'otherSeller')
    // An admin's merge of the seller's plot with another seller's draft: the seller follows it, and sees only their own plot in it.
    const west = await createPlot(kit, 'seller', 30.74, 76.7)
    const draft = await createPlot(kit, 'otherSeller', 30.74, 76.701, { basicInfo: { title: 'Unlisted plot', type: 'land', subType: 'plot', status: 'draft', listingType: 'sale' } })
    const merge = await requestMerge([west, draft], 'admin')

    const seller = await list('seller')
    expect(seller.requests.map(idOf)).toEqual([merge, split])
    const followed = seller.requests[0]!
    expect(followed.properties.map((p) => p.id)).toEqual([west.id])
    expect(JSON.stringify(followed.properties)).not.toContain('Unlisted plot')
    expect((await list('otherSeller')).requests.map(idOf)).toEqual([merge, theirSplit])
    expect((await list('otherSeller')).requests[0]!.properties.map((p) => p.id)).toEqual([west.id, draft.id])
    // Not a party to any: an empty list, not someone else's requests.
    expect(await list('buyer')).toMatchObject({ requests: [], pagination: { total: 0, pages: 0 } })
    expect((await list('dealer')).requests).toEqual([])
    expect((await list('admin')).pagination.total).toBe(3)
  })

  it('needs a signed-in caller and refuses an unknown state, type or page', async () => {
    expect((await send(null, 'GET', '/api/properties/operations')).json()).toEqual(signedOut)
    for (const query of ['?status=approvedd', '?type=swap', '?page=0', '?limit=1000', '?mine=true']) {
      const response = await send('seller', 'GET', `/api/properties/operations${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    }
  })
})
