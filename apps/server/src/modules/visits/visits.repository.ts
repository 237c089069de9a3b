// SQL of site visits. A transition updates only the version it read (of two conflicting ones,
// one changes nothing) and writes its notifications in the same transaction. Reminders are
// claimed by writing their time on the row (`... IS NULL` in the UPDATE), so each goes once.
import type { VisitProposer, VisitSlot, VisitStatus, VisitView } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { insertNotifications, type NotificationInput } from '../notifications/notifications.repository'
import { listingSideSql, propertySideUserIds, representsSql } from '../inquiries/property-side.repository'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A visit as stored: the answer's fields but the caller's own (what they may do), its slot as two columns. */
export type VisitRow = Omit<VisitView, 'slot' | 'allowedActions'> & { slotStart: string; slotEnd: string }

const columns = `v.id::text AS id, v.property_id::text AS "propertyId", p.reference AS "propertyReference", p.title AS "propertyTitle",
  concat_ws(', ', nullif(p.doc #>> '{location,address,line1}', ''), nullif(p.locality, ''), p.city, p.state) AS "propertyAddress",
  v.visitor_id::text AS "visitorId", u.full_name AS "visitorName", v.host_id::text AS "hostId", v.mode, v.status,
  v.proposed_slots AS "proposedSlots", v.proposed_by AS "proposedBy", ${iso('v.slot_start')} AS "slotStart", ${iso('v.slot_end')} AS "slotEnd",
  v.notes, v.version, ${iso('v.created_at')} AS "createdAt", ${iso('v.updated_at')} AS "updatedAt"`
const from = 'FROM site_visits v JOIN properties p ON p.id = v.property_id JOIN users u ON u.id = v.visitor_id'

const isUniqueViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

export type VisitFilter = {
  /** Null: every visit (an admin). */
  viewer: string | null
  role?: 'visitor' | 'property' | undefined
  accessibleProperty?: string | undefined
  propertyId?: string | undefined
  status?: VisitStatus | undefined
  /** Slots starting in [from, to). */
  from?: string | undefined
  to?: string | undefined
  page: number
  limit: number
}

export type VisitChange = { status: VisitStatus; proposedSlots: VisitSlot[]; proposedBy: VisitProposer; slot: VisitSlot; hostId: string | null }

export type DueReminder = { visitId: string; propertyId: string; propertyTitle: string; propertyAddress: string; slotStart: string; mode: string; recipients: { userId: string; phoneNumber: string | null; smsReminders: boolean; isVisitor: boolean }[] }

export function createVisitsRepository(database: DatabaseHandle) {
  const find = async (id: string) => (await database.query<VisitRow>(`SELECT ${columns} ${from} WHERE v.id = $1::uuid`, [id]))[0]
  return {
    find,

    /** A new requested visit; 'open' when the visitor has one at this listing, 'too-many' past `maxOpen` across listings. */
    async create(input: {
      propertyId: string
      visitorId: string
      mode: string
      slots: VisitSlot[]
      notes: string | null
      maxOpen: number
      notify: (recipients: string[]) => NotificationInput[]
    }): Promise<{ id: string } | { refused: 'open' | 'too-many' }> {
      try {
        return await database.transaction(async (query) => {
          await query('SELECT 1 FROM users WHERE id = $1::uuid FOR UPDATE', [input.visitorId])
          const [open] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM site_visits WHERE visitor_id = $1::uuid AND status IN ('requested', 'confirmed')`, [input.visitorId])
          if ((open?.n ?? 0) >= input.maxOpen) return { refused: 'too-many' as const }
          const first = input.slots[0]!
          const [row] = await query<{ id: string }>(
            `INSERT INTO site_visits (property_id, visitor_id, mode, proposed_slots, proposed_by, slot_start, slot_end, notes)
             VALUES ($1::uuid, $2::uuid, $3, $4::jsonb, 'visitor', $5, $6, $7) RETURNING id::text AS id`,
            [input.propertyId, input.visitorId, input.mode, JSON.stringify(input.slots), first.start, first.end, input.notes],
          )
          await insertNotifications(query, input.notify(await propertySideUserIds(query, input.propertyId, input.visitorId)))
          return { id: row!.id }
        })
      } catch (error) {
        if (isUniqueViolation(error)) return { refused: 'open' }
        throw error
      }
    },

    async list(filter: VisitFilter): Promise<{ visits: VisitRow[]; total: number }> {
      const params: unknown[] = []
      const bind = (value: unknown) => {
        params.push(value)
        return `$${params.length}`
      }
      const where: string[] = []
      if (filter.status) where.push(`v.status = ${bind(filter.status)}`)
      if (filter.propertyId) where.push(`v.property_id = ${bind(filter.propertyId)}::uuid`)
      if (filter.from) where.push(`v.slot_start >= ${bind(filter.from)}::timestamptz`)
      if (filter.to) where.push(`v.slot_start < ${bind(filter.to)}::timestamptz`)
      if (filter.viewer) {
        // Each side binds what it reads: PostgreSQL refuses a parameter no statement part types.
        const viewer = filter.viewer
        const mine = () => `v.visitor_id = ${bind(viewer)}::uuid`
        const side = () => (filter.accessibleProperty ? `v.property_id = ${bind(filter.accessibleProperty)}::uuid` : listingSideSql('p', bind(viewer)))
        where.push(filter.role === 'visitor' ? mine() : filter.role === 'property' ? side() : `(${mine()} OR ${side()})`)
      }
      const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${condition}`, params)
      const visits = await database.query<VisitRow>(
        `SELECT ${columns} ${from} ${condition} ORDER BY v.slot_start, v.id LIMIT ${bind(filter.limit)} OFFSET ${bind((filter.page - 1) * filter.limit)}`,
        params,
      )
      return { visits, total: count?.n ?? 0 }
    },

    /** Applies a change to the version read; undefined when someone else changed the visit first. */
    async transition(input: { id: string; version: number; change: VisitChange; notify: (query: QueryFn) => Promise<NotificationInput[]> }) {
      return database.transaction(async (query) => {
        const { change } = input
        const updated = await query(
          `UPDATE site_visits SET status = $3, proposed_slots = $4::jsonb, proposed_by = $5, slot_start = $6, slot_end = $7, host_id = $8::uuid,
                  version = version + 1, updated_at = clock_timestamp()
            WHERE id = $1::uuid AND version = $2 RETURNING id`,
          [input.id, input.version, change.status, JSON.stringify(change.proposedSlots), change.proposedBy, change.slot.start, change.slot.end, change.hostId],
        )
        if (updated.length === 0) return false
        await insertNotifications(query, await input.notify(query))
        return true
      })
    },

    propertySide: (query: QueryFn, propertyId: string, except: string) => propertySideUserIds(query, propertyId, except),

    /**
     * Claims the reminders due at `now` (`which`: the day-before one for slots within 24 h but more
     * than 1 h away, the hour-before one within 1 h), writes their notifications, and answers them
     * with the people to text. A claimed reminder is never claimed again.
     */
    async claimReminders(input: { which: 'day' | 'hour'; now: string; notify: (reminder: DueReminder) => NotificationInput[] }): Promise<DueReminder[]> {
      const column = input.which === 'day' ? 'reminder_day_sent_at' : 'reminder_hour_sent_at'
      const window = input.which === 'day' ? `v.slot_start > $1::timestamptz + interval '1 hour' AND v.slot_start <= $1::timestamptz + interval '24 hours'` : `v.slot_start > $1::timestamptz AND v.slot_start <= $1::timestamptz + interval '1 hour'`
      return database.transaction(async (query) => {
        const claimed = await query<Omit<DueReminder, 'recipients'> & { visitorId: string }>(
          `UPDATE site_visits v SET ${column} = $1::timestamptz FROM properties p
            WHERE p.id = v.property_id AND v.status = 'confirmed' AND v.${column} IS NULL AND ${window}
           RETURNING v.id::text AS "visitId", v.property_id::text AS "propertyId", v.visitor_id::text AS "visitorId", p.title AS "propertyTitle", ${iso('v.slot_start')} AS "slotStart", v.mode,
                     concat_ws(', ', nullif(p.doc #>> '{location,address,line1}', ''), nullif(p.locality, ''), p.city) AS "propertyAddress"`,
          [input.now],
        )
        const reminders: DueReminder[] = []
        for (const visit of claimed) {
          const people = await query<{ userId: string; phoneNumber: string | null; smsReminders: boolean; isVisitor: boolean }>(
            `SELECT u.id::text AS "userId", u.phone_number AS "phoneNumber", u.sms_reminders AS "smsReminders", u.id = v.visitor_id AS "isVisitor"
               FROM site_visits v JOIN properties p ON p.id = v.property_id
               JOIN users u ON u.id = v.visitor_id OR u.id = v.host_id OR ${representsSql('p', 'u.id')}
              WHERE v.id = $1::uuid ORDER BY u.id`,
            [visit.visitId],
          )
          const { visitorId: _visitor, ...rest } = visit
          const reminder = { ...rest, recipients: people }
          await insertNotifications(query, input.notify(reminder))
          reminders.push(reminder)
        }
        return reminders
      })
    },
  }
}

export type VisitsRepository = ReturnType<typeof createVisitsRepository>
