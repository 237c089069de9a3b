// The bodies of the proposal and deal calls, and every message their refusals use (asserted
// verbatim in the server's tests and shown as they are in the web app).
import { z } from 'zod'
import { DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '../documents/document-categories'
import { formatIndianNumber } from '../money/indian-digits'
import { MAX_PRICE_RUPEES } from '../money/parse-rupees'
import { listingTypes } from '../property/property-enums'
import { doc } from '../schemas/doc'
import { multilineText } from '../schemas/fields'
import { RUPEES_PER_CRORE, formatRupees } from '../money/rupees'
import { dealActions } from './deal-machine'
import { proposalUserActions } from './proposal-machine'

/** ₹1 is the least and the listing price ceiling (₹10,000 crore) the most an offer or a deal may name. */
export const MIN_AMOUNT_PAISE = 100
export const MAX_AMOUNT_PAISE = MAX_PRICE_RUPEES * 100
/** An offer lapses after this many days unless it names its own date (at most MAX_PROPOSAL_VALID_DAYS ahead). */
export const DEFAULT_PROPOSAL_VALID_DAYS = 7
export const MAX_PROPOSAL_VALID_DAYS = 90
export const MAX_TERMS_LENGTH = 5000

export const transactionMessages = {
  amountRange: `Amount must be a whole number of paise from ${formatRupees(MIN_AMOUNT_PAISE / 100)} to ${formatIndianNumber(MAX_PRICE_RUPEES / RUPEES_PER_CRORE)} crore rupees`,
  ownProperty: 'You cannot make an offer on your own property',
  propertyNotOpen: (status: string) => `Offers are taken only on active listings: this one is ${status}`,
  validUntilPast: 'The offer must be valid until a time in the future',
  validUntilTooFar: `An offer may be valid for at most ${MAX_PROPOSAL_VALID_DAYS} days`,
  counterNeedsAmount: 'A counter-offer needs a new price',
  counterSameAmount: 'A counter-offer must name a different price',
  proposalNotFound: 'Proposal not found',
  dealNotFound: 'Deal not found',
  sameParties: 'A deal needs two different people: the parties cannot be the same person',
  counterpartyNeeded: 'Name the buyer or tenant of this deal',
  counterpartyUnknown: 'The other party must be a registered user',
  counterpartyRepresents: 'The other party of a deal cannot be someone who represents the property',
  notYourProperty: 'You can open a deal only on a property you represent, or as its buyer or tenant',
  noSeller: 'This property has no owner to make a deal with',
  tokenAboveAmount: 'The token amount cannot be more than the amount',
  documentsMissing: (missing: readonly DocumentCategory[], unverified: readonly DocumentCategory[]) => {
    const names = (categories: readonly DocumentCategory[]) => categories.map((category) => DOCUMENT_CATEGORY_LABELS[category]).join(', ')
    const parts = [missing.length > 0 ? `missing: ${names(missing)}` : '', unverified.length > 0 ? `not yet verified: ${names(unverified)}` : ''].filter((part) => part !== '')
    return `The required documents are not complete (${parts.join('; ')})`
  },
  escrowByPayment: "The escrow is funded when the buyer's token payment arrives: pay it from the deal page",
} as const

const amountField = (title: string, description: string) =>
  z
    .number({ error: transactionMessages.amountRange })
    .int({ error: transactionMessages.amountRange })
    .min(MIN_AMOUNT_PAISE, { error: transactionMessages.amountRange })
    .max(MAX_AMOUNT_PAISE, { error: transactionMessages.amountRange })
    .meta(doc(title, `${description} In paise (₹1 = 100 paise).`))

const termsField = multilineText(MAX_TERMS_LENGTH, 'Terms').trim().meta(doc('Terms', 'Conditions in plain text.'))
const validUntilField = z.iso.datetime({ offset: true }).meta(doc('Valid until', `When the offer lapses (default ${DEFAULT_PROPOSAL_VALID_DAYS} days, at most ${MAX_PROPOSAL_VALID_DAYS}).`))
const versionField = z.number().int().min(0).meta(doc('Version', 'The version the caller saw; a newer one on the server refuses the change (409).'))
const propertyField = z.string().trim().min(1).max(64).meta(doc('Property', "The property's id or PROP-... reference."))

export const proposalCreateSchema = z
  .strictObject({
    propertyId: propertyField,
    amountPaise: amountField('Amount', 'The price offered (rent per month for rent and lease).'),
    type: z.enum(listingTypes).optional().meta(doc('Type', "sale, rent or lease; the listing's own type when absent.")),
    terms: termsField.optional(),
    validUntil: validUntilField.optional(),
  })
  .meta(doc('New proposal', 'An offer on a property.'))
export type ProposalCreate = z.output<typeof proposalCreateSchema>

export const proposalTransitionSchema = z
  .strictObject({
    action: z.enum(proposalUserActions).meta(doc('Action', 'counter, accept, reject or withdraw.')),
    amountPaise: amountField('Amount', 'The new price of a counter-offer.').optional(),
    terms: termsField.optional(),
    validUntil: validUntilField.optional(),
    version: versionField.optional(),
  })
  .meta(doc('Proposal action', 'Answer an offer, counter it, or withdraw it.'))
export type ProposalTransition = z.output<typeof proposalTransitionSchema>

export const dealCreateSchema = z
  .strictObject({
    propertyId: propertyField,
    type: z.enum(listingTypes).optional().meta(doc('Deal type', "sale, rent or lease; the listing's own type when absent.")),
    amountPaise: amountField('Amount', 'Sale price, or rent per month for rent and lease.'),
    tokenAmountPaise: amountField('Token amount', 'Booking amount that holds the deal.').optional(),
    terms: termsField.optional(),
    counterpartyId: z.uuid({ error: 'must be a user id (UUID)' }).optional().meta(doc('Counterparty', 'The buyer or tenant, when someone who represents the property opens the deal.')),
  })
  .meta(doc('New deal', 'A deal opened directly (an accepted offer opens one on its own).'))
export type DealCreate = z.output<typeof dealCreateSchema>

export const dealTransitionSchema = z
  .strictObject({
    action: z.enum(dealActions).meta(doc('Action', 'negotiate, agree, fund-escrow (only by the token payment arriving), verify-documents, complete or cancel.')),
    note: multilineText(1000, 'Note').trim().optional().meta(doc('Note', 'Shown in the timeline.')),
    version: versionField.optional(),
  })
  .meta(doc('Deal step', 'Move a deal to its next status.'))
export type DealTransition = z.output<typeof dealTransitionSchema>

/** When an offer lapses: the date asked for, checked, or the default. */
export function proposalValidUntil(requested: string | undefined, now: Date): { ok: true; value: string } | { ok: false; message: string } {
  if (requested === undefined) return { ok: true, value: new Date(now.getTime() + DEFAULT_PROPOSAL_VALID_DAYS * 86_400_000).toISOString() }
  const at = Date.parse(requested)
  if (at <= now.getTime()) return { ok: false, message: transactionMessages.validUntilPast }
  if (at > now.getTime() + MAX_PROPOSAL_VALID_DAYS * 86_400_000) return { ok: false, message: transactionMessages.validUntilTooFar }
  return { ok: true, value: new Date(at).toISOString() }
}
