// Opening a draft deal inside the caller's transaction: an accepted offer opens one, and a won
// bid will (bids call this with their transaction's query). The parties are checked here, so no
// caller can open a deal whose parties are one person or unregistered: at least two different
// registered people, one on each side (buyer, tenant or lessee; seller, landlord or lessor),
// optionally a dealer. Every party but the one who opened it is notified.
import { MAX_AMOUNT_PAISE, MIN_AMOUNT_PAISE, transactionMessages, type DealPartyRole, type ListingType } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { AppError } from '../../errors'
import { insertNotifications } from '../notifications/notifications.repository'
import { insertDeal, usersNamed, type StoredDeal } from './deals.repository'

export type DraftDealInput = {
  propertyId: string
  type: ListingType
  parties: readonly { userId: string; role: DealPartyRole }[]
  amountPaise: number
  tokenAmountPaise?: number | undefined
  terms?: string | undefined
  /** What opened it: the accepted proposal's or the won bid's id, or a party directly. */
  source: { kind: 'proposal' | 'bid' | 'direct'; id?: string | undefined }
  /** Who opened it (not notified); null for the system. */
  actorId: string | null
}

const buyerRoles: readonly DealPartyRole[] = ['buyer', 'tenant', 'lessee']
const sellerRoles: readonly DealPartyRole[] = ['seller', 'landlord', 'lessor']

export const dealLink = (dealId: string) => `/deals/${dealId}`

/** Inserts a draft deal with its parties and first timeline event, and notifies the parties; throws an AppError for parties or amounts that cannot make a deal. */
export async function createDraftDeal(query: QueryFn, input: DraftDealInput): Promise<StoredDeal> {
  const people = new Set(input.parties.map((party) => party.userId.toLowerCase()))
  if (people.size < 2 || people.size !== input.parties.length) throw new AppError('UNPROCESSABLE', transactionMessages.sameParties)
  if (!input.parties.some((party) => buyerRoles.includes(party.role)) || !input.parties.some((party) => sellerRoles.includes(party.role))) {
    throw new AppError('UNPROCESSABLE', transactionMessages.counterpartyNeeded)
  }
  const amounts = [input.amountPaise, ...(input.tokenAmountPaise === undefined ? [] : [input.tokenAmountPaise])]
  if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount < MIN_AMOUNT_PAISE || amount > MAX_AMOUNT_PAISE)) {
    throw new AppError('BAD_REQUEST', transactionMessages.amountRange)
  }
  if (input.tokenAmountPaise !== undefined && input.tokenAmountPaise > input.amountPaise) throw new AppError('BAD_REQUEST', transactionMessages.tokenAboveAmount)
  const names = await usersNamed(query, [...people])
  if (names.size !== people.size) throw new AppError('UNPROCESSABLE', transactionMessages.counterpartyUnknown)

  const deal = await insertDeal(query, {
    propertyId: input.propertyId,
    type: input.type,
    parties: input.parties.map((party) => ({ userId: party.userId.toLowerCase(), role: party.role })),
    amountPaise: input.amountPaise,
    tokenAmountPaise: input.tokenAmountPaise,
    terms: input.terms,
    source: input.source.kind,
    sourceId: input.source.id,
    createdBy: input.actorId,
  })
  await insertNotifications(
    query,
    deal.parties
      .filter((party) => party.userId !== input.actorId)
      .map((party) => ({ userId: party.userId, kind: 'deal' as const, title: `A draft deal was opened on ${deal.propertyTitle}`, body: `You are the ${party.role}.`, link: dealLink(deal.id) })),
  )
  return deal
}
