// SQL of inquiries and their threads. Every write that notifies runs in one transaction with its
// notifications (insertNotifications with the transaction's query); a transition updates only the
// version it read, so of two conflicting transitions one changes nothing.
import type { InquiryStatus } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { insertNotifications, type NotificationInput } from '../notifications/notifications.repository'
import { listingSideSql, propertySideUserIds } from './property-side.repository'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type InquiryRow = {
  id: string
  propertyId: string
  propertyReference: string
  propertyTitle: string
  userId: string
  name: string
  phoneNumber: string | null
  sharePhone: boolean
  status: InquiryStatus
  version: number
  message: string
  messageCount: number
  createdAt: string
  updatedAt: string
  lastMessageAt: string
}

export type InquiryMessageRow = { id: string; authorId: string | null; authorName: string | null; fromAsker: boolean; body: string; createdAt: string }

const columns = `i.id::text AS id, i.property_id::text AS "propertyId", p.reference AS "propertyReference", p.title AS "propertyTitle",
  i.user_id::text AS "userId", u.full_name AS name, u.phone_number AS "phoneNumber", i.share_phone AS "sharePhone", i.status, i.version,
  coalesce((SELECT m.body FROM inquiry_messages m WHERE m.inquiry_id = i.id ORDER BY m.created_at, m.id LIMIT 1), '') AS message,
  (SELECT count(*)::int FROM inquiry_messages m WHERE m.inquiry_id = i.id) AS "messageCount",
  ${iso('i.created_at')} AS "createdAt", ${iso('i.updated_at')} AS "updatedAt", ${iso('i.last_message_at')} AS "lastMessageAt"`
const from = 'FROM inquiries i JOIN properties p ON p.id = i.property_id JOIN users u ON u.id = i.user_id'

export type InquiryFilter = {
  /** Null: every inquiry (an admin). */
  viewer: string | null
  role?: 'asker' | 'property' | undefined
  /** A property the viewer has property access to: its inquiries (not only their own). */
  accessibleProperty?: string | undefined
  propertyId?: string | undefined
  status?: InquiryStatus | undefined
  page: number
  limit: number
}

const isUniqueViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

export type AskOutcome = { inquiry: InquiryRow; created: boolean } | { refused: 'spam' | 'too-many' }

export function createInquiriesRepository(database: DatabaseHandle) {
  const findIn = async (query: QueryFn, id: string) => (await query<InquiryRow>(`SELECT ${columns} ${from} WHERE i.id = $1::uuid`, [id]))[0]

  async function addMessage(query: QueryFn, input: { inquiryId: string; authorId: string; fromAsker: boolean; body: string }) {
    await query(`INSERT INTO inquiry_messages (inquiry_id, author_id, from_asker, body) VALUES ($1::uuid, $2::uuid, $3, $4)`, [
      input.inquiryId,
      input.authorId,
      input.fromAsker,
      input.body,
    ])
    await query(`UPDATE inquiries SET last_message_at = clock_timestamp() WHERE id = $1::uuid`, [input.inquiryId])
  }

  async function askOnce(input: {
    propertyId: string
    userId: string
    message: string
    sharePhone: boolean
    maxPerDay: number
    notify: (inquiry: InquiryRow, recipients: string[], created: boolean) => NotificationInput[]
  }): Promise<AskOutcome> {
    return database.transaction(async (query) => {
      const [open] = await query<{ id: string }>(
        `SELECT id::text AS id FROM inquiries WHERE property_id = $1::uuid AND user_id = $2::uuid AND status IN ('new', 'contacted', 'qualified') FOR UPDATE`,
        [input.propertyId, input.userId],
      )
      let id = open?.id
      if (id) {
        if (input.sharePhone) await query('UPDATE inquiries SET share_phone = true WHERE id = $1::uuid', [id])
      } else {
        const [spam] = await query(`SELECT 1 FROM inquiries WHERE property_id = $1::uuid AND user_id = $2::uuid AND status = 'spam' LIMIT 1`, [input.propertyId, input.userId])
        if (spam) return { refused: 'spam' as const }
        const [today] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM inquiries WHERE user_id = $1::uuid AND created_at > now() - interval '1 day'`, [input.userId])
        if ((today?.n ?? 0) >= input.maxPerDay) return { refused: 'too-many' as const }
        const [added] = await query<{ id: string }>(`INSERT INTO inquiries (property_id, user_id, share_phone) VALUES ($1::uuid, $2::uuid, $3) RETURNING id::text AS id`, [
          input.propertyId,
          input.userId,
          input.sharePhone,
        ])
        id = added!.id
      }
      await addMessage(query, { inquiryId: id, authorId: input.userId, fromAsker: true, body: input.message })
      const inquiry = (await findIn(query, id))!
      await insertNotifications(query, input.notify(inquiry, await propertySideUserIds(query, input.propertyId, input.userId), !open))
      return { inquiry, created: !open }
    })
  }

  return {
    find: (id: string) => findIn(database.query, id),

    /** A question: a new inquiry, or a message in the asker's open one on this property. */
    async ask(input: Parameters<typeof askOnce>[0]): Promise<AskOutcome> {
      try {
        return await askOnce(input)
      } catch (error) {
        // Two first questions at once: the second finds the first's inquiry on its retry.
        if (isUniqueViolation(error)) return askOnce(input)
        throw error
      }
    },

    async list(filter: InquiryFilter): Promise<{ inquiries: InquiryRow[]; total: number }> {
      const params: unknown[] = []
      const bind = (value: unknown) => {
        params.push(value)
        return `$${params.length}`
      }
      const where: string[] = []
      if (filter.status) where.push(`i.status = ${bind(filter.status)}`)
      if (filter.propertyId) where.push(`i.property_id = ${bind(filter.propertyId)}::uuid`)
      if (filter.viewer) {
        // Each side binds what it reads: PostgreSQL refuses a parameter no statement part types.
        const viewer = filter.viewer
        const mine = () => `i.user_id = ${bind(viewer)}::uuid`
        const side = () => (filter.accessibleProperty ? `i.property_id = ${bind(filter.accessibleProperty)}::uuid` : listingSideSql('p', bind(viewer)))
        where.push(filter.role === 'asker' ? mine() : filter.role === 'property' ? side() : `(${mine()} OR ${side()})`)
      }
      const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${condition}`, params)
      const rows = await database.query<InquiryRow>(
        `SELECT ${columns} ${from} ${condition} ORDER BY i.last_message_at DESC, i.id LIMIT ${bind(filter.limit)} OFFSET ${bind((filter.page - 1) * filter.limit)}`,
        params,
      )
      return { inquiries: rows, total: count?.n ?? 0 }
    },

    thread(inquiryId: string): Promise<InquiryMessageRow[]> {
      return database.query<InquiryMessageRow>(
        `SELECT m.id::text AS id, m.author_id::text AS "authorId", a.full_name AS "authorName", m.from_asker AS "fromAsker", m.body, ${iso('m.created_at')} AS "createdAt"
           FROM inquiry_messages m LEFT JOIN users a ON a.id = m.author_id WHERE m.inquiry_id = $1::uuid ORDER BY m.created_at, m.id`,
        [inquiryId],
      )
    },

    /** A reply in the thread while it is open; false when the inquiry left the open statuses meanwhile. */
    async reply(input: { inquiry: InquiryRow; authorId: string; fromAsker: boolean; body: string; notify: (recipients: string[]) => NotificationInput[] }): Promise<boolean> {
      return database.transaction(async (query) => {
        const [open] = await query(`SELECT 1 FROM inquiries WHERE id = $1::uuid AND status IN ('new', 'contacted', 'qualified') FOR UPDATE`, [input.inquiry.id])
        if (!open) return false
        await addMessage(query, { inquiryId: input.inquiry.id, authorId: input.authorId, fromAsker: input.fromAsker, body: input.body })
        const recipients = input.fromAsker ? await propertySideUserIds(query, input.inquiry.propertyId, input.authorId) : input.inquiry.userId === input.authorId ? [] : [input.inquiry.userId]
        await insertNotifications(query, input.notify(recipients))
        return true
      })
    },

    /** Moves the inquiry from the version read to `to`; undefined when someone else changed it first. */
    async transition(input: {
      id: string
      version: number
      to: InquiryStatus
      actorId: string
      /** Whether the property side hears of it (the asker acted), else the asker (unless they acted). */
      toPropertySide: boolean
      notify: (recipients: string[]) => NotificationInput[]
      /** Written in the same transaction as the change (an admin's change goes to the audit trail). */
      record?: (query: QueryFn, inquiry: InquiryRow) => Promise<void>
    }): Promise<InquiryRow | undefined> {
      return database.transaction(async (query) => {
        const updated = await query(`UPDATE inquiries SET status = $3, version = version + 1, updated_at = clock_timestamp() WHERE id = $1::uuid AND version = $2 RETURNING id`, [
          input.id,
          input.version,
          input.to,
        ])
        if (updated.length === 0) return undefined
        const inquiry = (await findIn(query, input.id))!
        const recipients = input.toPropertySide ? await propertySideUserIds(query, inquiry.propertyId, input.actorId) : inquiry.userId === input.actorId ? [] : [inquiry.userId]
        await insertNotifications(query, input.notify(recipients))
        await input.record?.(query, inquiry)
        return inquiry
      })
    },
  }
}

export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>
