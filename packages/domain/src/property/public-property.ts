// Private owners (India's DPDP Act 2023; ARCHITECTURE §6): who owns a listing and who curates it
// are personal data. People with property access (SPEC §6's rule, canReadManagedProperty) see the
// stored document; everyone else sees it with the owners as "Owner" and whether ownership is
// verified, whether a dealer curates it, and no user id anywhere (the creator, the last editor and
// the lister are people too).
//
// Verified: nothing the product stores yet verifies ownership (title deeds and their verification
// are not kept by the server; a user's KYC proves who they are, not what they own), so every
// listing answers false until a verification is recorded.
import { z } from 'zod'
import { doc } from '../schemas/doc'
import { canReadManagedProperty, type AccessUser } from '../user/access'
import { propertyFieldsSchema, storedPropertySchema, type Property } from './property-schema'
import type { PropertyView } from './property-view'

const storedPropertyFieldsSchema = propertyFieldsSchema.extend({ id: storedPropertySchema.shape.id, reference: storedPropertySchema.shape.reference })

/** How the owners of a listing are named to someone without property access. */
export const PRIVATE_OWNER_LABEL = 'Owner'

/** The metadata fields that name a user: left out of the public view. */
export const PRIVATE_METADATA_KEYS = ['createdBy', 'updatedBy', 'listedBy'] as const

export const privateOwnershipSchema = z
  .object({
    isPrivate: z.literal(true).meta(doc('Private', 'The owners are shown only to people with property access.')),
    label: z.literal(PRIVATE_OWNER_LABEL).meta(doc('Label', `How the owners are named: "${PRIVATE_OWNER_LABEL}".`)),
    verified: z.boolean().meta(doc('Verified', 'Whether the ownership is verified (false until a verification is recorded).')),
  })
  .meta(doc('Ownership (private)', 'Who owns the listing, without their identities.'))

export const privateDealerInfoSchema = z
  .object({
    isPrivate: z.literal(true).meta(doc('Private', 'The dealer is shown only to people with property access.')),
    hasDealer: z.boolean().meta(doc('Has a dealer', 'Whether a dealer curates the listing.')),
  })
  .meta(doc('Dealer information (private)', 'Whether a dealer curates the listing, without their identity.'))

/** The ownership of every listing as the public sees it (see the header on `verified`). */
export const PRIVATE_OWNERSHIP: z.output<typeof privateOwnershipSchema> = { isPrivate: true, label: PRIVATE_OWNER_LABEL, verified: false }

/** A listing as someone without property access sees it (an answer: the field checks ran when it was saved). */
export const publicPropertySchema = storedPropertyFieldsSchema
  .extend({
    ownership: privateOwnershipSchema,
    dealerInfo: privateDealerInfoSchema,
    metadata: z
      .object({
        createdAt: z.iso.datetime({ offset: true }).optional().meta(doc('Created at', 'When the listing was created.')),
        updatedAt: z.iso.datetime({ offset: true }).optional().meta(doc('Updated at', 'When the listing last changed.')),
      })
      .meta(doc('Metadata', 'When the listing was created and last changed.')),
  })
  .meta(doc('Property (public)', 'A listing as anyone without property access sees it: owners as "Owner", no user ids.'))

export type PublicProperty = z.output<typeof publicPropertySchema>

/** The listing as someone without property access sees it. */
export function toPublicProperty(property: Property): PublicProperty {
  const { ownership: _ownership, dealerInfo, metadata, ...rest } = property
  const publicMetadata: Record<string, unknown> = { ...metadata }
  for (const key of PRIVATE_METADATA_KEYS) delete publicMetadata[key]
  return {
    ...rest,
    ownership: PRIVATE_OWNERSHIP,
    dealerInfo: { isPrivate: true, hasDealer: Boolean(dealerInfo.currentDealer) },
    metadata: publicMetadata,
  }
}

/** The stored document to people with property access, the public view to everyone else. */
export function propertyViewFor(user: AccessUser | null, property: Property): PropertyView {
  return canReadManagedProperty(user, property) ? property : toPublicProperty(property)
}
