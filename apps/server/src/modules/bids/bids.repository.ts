// SQL of the bidding: windows, bids and who may see them. Every change runs in `transaction`,
// which opens by locking the window row (SELECT ... FOR UPDATE): bids, rejections, withdrawals
// and the close of one window queue behind each other, so the highest bid and the minimum next
// bid a bid is checked against are the ones it is written over. Rows carry a version; a status
// write names the version it read and reports whether it landed.
import type { BidStatus, BidView, BiddingStatus } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { insertNotifications, type NotificationInput } from '../notifications/notifications.repository'
import { onDealersTeamSql } from '../properties/listing-side-sql'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type WindowRow = {
  id: string
  propertyId: string
  openedBy: string
  status: BiddingStatus
  startingPaise: number
  reservePaise: number
  incrementPaise: number
  closesAt: string
  closedAt: string | null
  closedBy: string | null
  winningBidId: string | null
  version: number
  createdAt: string
}

/** A bid as read: the answer's fields (no expiry is kept; the times are always set) and its version. */
export type BidRow = Omit<BidView, 'expiresAt' | 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string; version: number }

export type WindowTally = { highestPaise: number | null; bidCount: number }

const windowColumns = `w.id::text AS id, w.property_id::text AS "propertyId", w.opened_by::text AS "openedBy", w.status,
  w.starting_paise::float8 AS "startingPaise", w.reserve_paise::float8 AS "reservePaise", w.increment_paise::float8 AS "incrementPaise",
  ${iso('w.closes_at')} AS "closesAt", ${iso('w.closed_at')} AS "closedAt", w.closed_by AS "closedBy", w.winning_bid_id::text AS "winningBidId",
  w.version, ${iso('w.created_at')} AS "createdAt"`

const bidColumns = `b.id::text AS id, b.window_id::text AS "windowId", b.property_id::text AS "propertyId", coalesce(p.title, '') AS "propertyTitle",
  b.bidder_id::text AS "bidderId", coalesce(u.full_name, '') AS "bidderName", b.amount_paise::float8 AS "amountPaise", b.message, b.status, b.version,
  ${iso('b.created_at')} AS "createdAt", ${iso('b.updated_at')} AS "updatedAt"`
const bidFrom = 'bids b JOIN users u ON u.id = b.bidder_id LEFT JOIN properties p ON p.id = b.property_id'

/** Whether user $n stands for the listing p (owner, creator, lister, current dealer): the SQL of the domain's representsProperty. */
const represents = (n: number) => `(p.owner_id = $${n}::uuid OR p.dealer_id = $${n}::uuid OR p.created_by = $${n}::uuid::text
  OR p.doc #>> '{metadata,listedBy}' = $${n}::uuid::text OR p.doc #>> '{dealerInfo,currentDealer,userId}' = $${n}::uuid::text
  OR EXISTS (SELECT 1 FROM property_owners o WHERE o.property_id = p.id AND o.user_id = $${n}::uuid))`

/** The listing side in a list: those who stand for it, and its current dealer's team. */
const listingSide = (n: number) => `(${represents(n)} OR ${onDealersTeamSql('p', `$${n}::uuid::text`)})`

/** Standing bids: those that still count (not withdrawn or rejected). */
const standing = `b.status IN ('active', 'outbid', 'won', 'lost')`

export type BidListFilter = {
  viewerId: string
  /** bidder: the viewer's own bids; property: bids on listings the viewer stands for; all: any (admins only). */
  scope: 'bidder' | 'property' | 'mine-or-property' | 'all'
  status?: BidStatus | undefined
  propertyId?: string | undefined
  offset: number
  limit: number
}

export type NewWindow = { propertyId: string; openedBy: string; startingPaise: number; reservePaise: number; incrementPaise: number; closesAt: string }

function writer(query: QueryFn) {
  const bidById = async (id: string) => (await query<BidRow>(`SELECT ${bidColumns} FROM ${bidFrom} WHERE b.id = $1::uuid`, [id]))[0]
  return {
    /** The transaction's own query, for another module's write that belongs to the same change (a deal for the winner). */
    query,

    /** The window, locked until the transaction ends. */
    async lockWindow(windowId: string): Promise<WindowRow | undefined> {
      const [row] = await query<WindowRow>(`SELECT ${windowColumns} FROM bidding_windows w WHERE w.id = $1::uuid FOR UPDATE`, [windowId])
      return row
    },

    /** The listing's open window, locked. */
    async lockOpenWindow(propertyId: string): Promise<WindowRow | undefined> {
      const [row] = await query<WindowRow>(`SELECT ${windowColumns} FROM bidding_windows w WHERE w.property_id = $1::uuid AND w.status = 'open' FOR UPDATE`, [propertyId])
      return row
    },

    /** Whether a window of the listing closed with a winner. */
    async wasSold(propertyId: string): Promise<boolean> {
      return (await query(`SELECT 1 FROM bidding_windows WHERE property_id = $1::uuid AND winning_bid_id IS NOT NULL LIMIT 1`, [propertyId])).length > 0
    },

    /** Whether the listing was ever opened to bids. */
    async hasWindow(propertyId: string): Promise<boolean> {
      return (await query(`SELECT 1 FROM bidding_windows WHERE property_id = $1::uuid LIMIT 1`, [propertyId])).length > 0
    },

    async insertWindow(window: NewWindow): Promise<WindowRow> {
      const [row] = await query<WindowRow>(
        `INSERT INTO bidding_windows AS w (property_id, opened_by, starting_paise, reserve_paise, increment_paise, closes_at)
         VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::timestamptz) RETURNING ${windowColumns}`,
        [window.propertyId, window.openedBy, window.startingPaise, window.reservePaise, window.incrementPaise, window.closesAt],
      )
      return row!
    },

    /** The window's highest bid (the active one), if any. */
    async activeBid(windowId: string): Promise<BidRow | undefined> {
      return (await query<BidRow>(`SELECT ${bidColumns} FROM ${bidFrom} WHERE b.window_id = $1::uuid AND b.status = 'active'`, [windowId]))[0]
    },

    /** The best outbid bid: the one that takes the place back when the highest goes. */
    async bestOutbid(windowId: string): Promise<BidRow | undefined> {
      return (await query<BidRow>(`SELECT ${bidColumns} FROM ${bidFrom} WHERE b.window_id = $1::uuid AND b.status = 'outbid' ORDER BY b.amount_paise DESC, b.created_at LIMIT 1`, [windowId]))[0]
    },

    bidById,

    async insertBid(bid: { windowId: string; propertyId: string; bidderId: string; amountPaise: number; message: string | undefined }): Promise<BidRow> {
      const [inserted] = await query<{ id: string }>(
        // The time of the write (inside the window's lock), not of the request: bids sort in the order they were accepted.
        `INSERT INTO bids (window_id, property_id, bidder_id, amount_paise, message, created_at, updated_at)
         VALUES ($1::uuid, $2::uuid, $3::uuid, $4, $5, clock_timestamp(), clock_timestamp()) RETURNING id::text AS id`,
        [bid.windowId, bid.propertyId, bid.bidderId, bid.amountPaise, bid.message ?? null],
      )
      return (await bidById(inserted!.id))!
    },

    /** Moves a bid to `status` if it still has `version`; false when another write landed first. */
    async setBidStatus(bid: { id: string; version: number; status: BidStatus; at: string }): Promise<boolean> {
      const rows = await query(`UPDATE bids SET status = $3, version = version + 1, updated_at = $4::timestamptz WHERE id = $1::uuid AND version = $2 RETURNING id`, [
        bid.id,
        bid.version,
        bid.status,
        bid.at,
      ])
      return rows.length > 0
    },

    /** Moves every bid of the window in `from` to `to` (the losers at closing); answers their bidders. */
    async settleBids(windowId: string, from: BidStatus, to: BidStatus, at: string): Promise<string[]> {
      const rows = await query<{ bidderId: string }>(
        `UPDATE bids SET status = $3, version = version + 1, updated_at = $4::timestamptz WHERE window_id = $1::uuid AND status = $2 RETURNING bidder_id::text AS "bidderId"`,
        [windowId, from, to, at],
      )
      return rows.map((row) => row.bidderId)
    },

    /** Bidders with a standing bid in the window (each once). */
    async standingBidders(windowId: string): Promise<string[]> {
      return (await query<{ id: string }>(`SELECT DISTINCT bidder_id::text AS id FROM bids b WHERE window_id = $1::uuid AND ${standing}`, [windowId])).map((row) => row.id)
    },

    async closeWindow(window: { id: string; version: number; closedBy: string; winningBidId: string | null; at: string }): Promise<boolean> {
      const rows = await query(
        `UPDATE bidding_windows SET status = 'closed', closed_at = $3::timestamptz, closed_by = $4, winning_bid_id = $5::uuid, version = version + 1, updated_at = $3::timestamptz
          WHERE id = $1::uuid AND version = $2 AND status = 'open' RETURNING id`,
        [window.id, window.version, window.at, window.closedBy, window.winningBidId],
      )
      return rows.length > 0
    },

    async bumpWindow(window: { id: string; version: number; at: string }): Promise<boolean> {
      const rows = await query(`UPDATE bidding_windows SET version = version + 1, updated_at = $3::timestamptz WHERE id = $1::uuid AND version = $2 RETURNING id`, [window.id, window.version, window.at])
      return rows.length > 0
    },

    /** The listing's title and the people who stand for it (owners, current dealer) with the window's opener: who hears of bids. */
    async propertySide(propertyId: string, openedBy: string): Promise<{ title: string; userIds: string[] }> {
      const [row] = await query<{ title: string; ids: string[] }>(
        `SELECT p.title, array_remove(array_agg(DISTINCT x.id), NULL)::text[] AS ids FROM properties p
           LEFT JOIN LATERAL (SELECT p.owner_id AS id UNION SELECT p.dealer_id UNION SELECT $2::uuid UNION SELECT o.user_id FROM property_owners o WHERE o.property_id = p.id) x ON true
          WHERE p.id = $1::uuid GROUP BY p.id, p.title`,
        [propertyId, openedBy],
      )
      return { title: row?.title ?? '', userIds: row?.ids ?? [openedBy] }
    },

    /** Who sells: the listing's owner and its current dealer, if any (the parties of a won bid's deal). */
    async sellerOf(propertyId: string): Promise<{ ownerId: string | null; dealerId: string | null }> {
      const [row] = await query<{ ownerId: string | null; dealerId: string | null }>(
        `SELECT p.owner_id AS "ownerId", p.dealer_id AS "dealerId" FROM properties p WHERE p.id = $1::uuid`,
        [propertyId],
      )
      return row ?? { ownerId: null, dealerId: null }
    },

    notify(items: readonly NotificationInput[]): Promise<string[]> {
      return insertNotifications(query, items)
    },
  }
}

export type BidsWriter = ReturnType<typeof writer>

export function createBidsRepository(database: DatabaseHandle) {
  return {
    transaction<T>(fn: (tx: BidsWriter) => Promise<T>): Promise<T> {
      return database.transaction((query) => fn(writer(query)))
    },

    /** The listing's open window, else its latest one. */
    async currentWindow(propertyId: string): Promise<WindowRow | undefined> {
      const [row] = await database.query<WindowRow>(
        `SELECT ${windowColumns} FROM bidding_windows w WHERE w.property_id = $1::uuid ORDER BY (w.status = 'open') DESC, w.created_at DESC LIMIT 1`,
        [propertyId],
      )
      return row
    },

    /** The highest standing bid and how many bids stand. */
    async tally(windowId: string): Promise<WindowTally> {
      const [row] = await database.query<WindowTally>(
        `SELECT max(b.amount_paise) FILTER (WHERE b.status IN ('active', 'won', 'lost'))::float8 AS "highestPaise", count(*)::int AS "bidCount" FROM bids b WHERE b.window_id = $1::uuid AND ${standing}`,
        [windowId],
      )
      return { highestPaise: row?.highestPaise ?? null, bidCount: row?.bidCount ?? 0 }
    },

    /** The caller's latest bid in the window. */
    async latestBidOf(windowId: string, bidderId: string): Promise<BidRow | undefined> {
      const [row] = await database.query<BidRow>(`SELECT ${bidColumns} FROM ${bidFrom} WHERE b.window_id = $1::uuid AND b.bidder_id = $2::uuid ORDER BY b.created_at DESC, b.amount_paise DESC LIMIT 1`, [
        windowId,
        bidderId,
      ])
      return row
    },

    async findBid(id: string): Promise<BidRow | undefined> {
      return (await database.query<BidRow>(`SELECT ${bidColumns} FROM ${bidFrom} WHERE b.id = $1::uuid`, [id]))[0]
    },

    async list(filter: BidListFilter): Promise<{ bids: BidRow[]; total: number }> {
      const params: unknown[] = filter.scope === 'all' ? [] : [filter.viewerId]
      const where: string[] = []
      if (filter.scope === 'bidder') where.push('b.bidder_id = $1::uuid')
      else if (filter.scope === 'property') where.push(listingSide(1))
      else if (filter.scope === 'mine-or-property') where.push(`(b.bidder_id = $1::uuid OR ${listingSide(1)})`)
      if (filter.status) {
        params.push(filter.status)
        where.push(`b.status = $${params.length}`)
      }
      if (filter.propertyId) {
        params.push(filter.propertyId)
        where.push(`b.property_id = $${params.length}::uuid`)
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${bidFrom} ${clause}`, params)
      const bids = await database.query<BidRow>(
        `SELECT ${bidColumns} FROM ${bidFrom} ${clause} ORDER BY b.created_at DESC, b.amount_paise DESC, b.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      )
      return { bids, total: count?.n ?? 0 }
    },

    /** Open windows whose closing time has come, oldest first. */
    async dueWindowIds(now: string, limit = 500): Promise<string[]> {
      const rows = await database.query<{ id: string }>(`SELECT id::text AS id FROM bidding_windows WHERE status = 'open' AND closes_at <= $1::timestamptz ORDER BY closes_at LIMIT $2`, [now, limit])
      return rows.map((row) => row.id)
    },
  }
}

export type BidsRepository = ReturnType<typeof createBidsRepository>
