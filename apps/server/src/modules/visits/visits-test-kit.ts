// Fixtures of the inquiry and visit tests: slots in India time relative to now, a listing of the
// demo seller, items put straight into a given status (for the generated transition tests), and
// the notifications a user received.
import { fromIndiaWallClock, indiaWallClock, type Property } from '@vishwas/domain'
import { createAs, requestAs, type Caller, type PropertyKit } from '../properties/properties-test-kit'

const DAY_MS = 86_400_000

/** India's date `days` from today at hh:mm, as an ISO instant. */
export function indiaTime(days: number, hour: number, minute = 0): string {
  const indiaNow = indiaWallClock(Date.now())
  return fromIndiaWallClock(Date.UTC(indiaNow.getUTCFullYear(), indiaNow.getUTCMonth(), indiaNow.getUTCDate() + days, hour, minute)).toISOString()
}

/** A one-hour slot `days` ahead starting at hh:00 India time. */
export const slotAt = (days: number, hour: number, minutes = 60) => ({ start: indiaTime(days, hour), end: new Date(Date.parse(indiaTime(days, hour)) + minutes * 60_000).toISOString() })

export const listingOf = (kit: PropertyKit, caller: Caller = 'seller'): Promise<Property> => createAs(kit, caller)

export async function notificationsOf(kit: PropertyKit, userId: string) {
  return kit.database.query<{ kind: string; title: string; body: string; link: string | null }>(
    'SELECT kind, title, body, link FROM notifications WHERE user_id = $1::uuid ORDER BY created_at, id',
    [userId],
  )
}

type VisitSeed = { propertyId: string; visitorId: string; status: string; proposedBy?: string; slots?: { start: string; end: string }[] }

/** A visit row in the given status (the slot in the past when `past`). */
export async function insertVisit(kit: PropertyKit, seed: VisitSeed): Promise<string> {
  const slots = seed.slots ?? [slotAt(2, 10)]
  const [row] = await kit.database.query<{ id: string }>(
    `INSERT INTO site_visits (property_id, visitor_id, status, proposed_slots, proposed_by, slot_start, slot_end)
     VALUES ($1::uuid, $2::uuid, $3, $4::jsonb, $5, $6, $7) RETURNING id::text AS id`,
    [seed.propertyId, seed.visitorId, seed.status, JSON.stringify(slots), seed.proposedBy ?? 'visitor', slots[0]!.start, slots[0]!.end],
  )
  return row!.id
}

export async function insertInquiry(kit: PropertyKit, seed: { propertyId: string; userId: string; status: string }): Promise<string> {
  const [row] = await kit.database.query<{ id: string }>(`INSERT INTO inquiries (property_id, user_id, status) VALUES ($1::uuid, $2::uuid, $3) RETURNING id::text AS id`, [
    seed.propertyId,
    seed.userId,
    seed.status,
  ])
  await kit.database.query(`INSERT INTO inquiry_messages (inquiry_id, author_id, from_asker, body) VALUES ($1::uuid, $2::uuid, true, 'Is it available?')`, [row!.id, seed.userId])
  return row!.id
}

export const pastSlot = () => ({ start: new Date(Date.now() - 2 * 3_600_000).toISOString(), end: new Date(Date.now() - 3_600_000).toISOString() })
export const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

export const bookVisit = (kit: PropertyKit, caller: Caller | null, propertyId: string, payload: unknown) => requestAs(kit, caller, { method: 'POST', url: `/api/properties/${propertyId}/visits`, payload })
export const moveVisit = (kit: PropertyKit, caller: Caller | null, visitId: string, payload: unknown) => requestAs(kit, caller, { method: 'POST', url: `/api/visits/${visitId}/transitions`, payload })
export const ask = (kit: PropertyKit, caller: Caller | null, propertyId: string, payload: unknown) => requestAs(kit, caller, { method: 'POST', url: `/api/properties/${propertyId}/inquiries`, payload })
