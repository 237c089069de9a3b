// Fixtures of the offer and deal tests: an offer made through the API, an answer to it, and the
// notifications a user received.
import type { Property, ProposalView } from '@vishwas/domain'
import { expect } from 'vitest'
import { requestAs, type Caller, type PropertyKit } from '../properties/properties-test-kit'

export const LAKH_PAISE = 100_000 * 100

export async function offer(kit: PropertyKit, caller: Caller | null, payload: Record<string, unknown>) {
  return requestAs(kit, caller, { method: 'POST', url: '/api/proposals', payload })
}

/** A buyer's offer on the property (fails the test on anything but 201). */
export async function offerAs(kit: PropertyKit, caller: Caller, property: Property, amountPaise = 80 * LAKH_PAISE, extra: Record<string, unknown> = {}): Promise<ProposalView> {
  const response = await offer(kit, caller, { propertyId: property.id, amountPaise, ...extra })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ proposal: ProposalView }>().proposal
}

export function act(kit: PropertyKit, caller: Caller | null, proposalId: string, payload: Record<string, unknown>) {
  return requestAs(kit, caller, { method: 'POST', url: `/api/proposals/${proposalId}/transition`, payload })
}

export const proposalOf = (response: { json<T>(): T }) => response.json<{ proposal: ProposalView }>().proposal

/** The notifications a user has, oldest first. */
export function notificationsOf(kit: PropertyKit, userId: string) {
  return kit.database.query<{ kind: string; title: string; link: string | null }>('SELECT kind, title, link FROM notifications WHERE user_id = $1::uuid ORDER BY created_at, id', [userId])
}
