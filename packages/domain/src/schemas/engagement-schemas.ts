// Teams, proposals, bids, site visits (schedule), inquiries and notifications (SPEC §1 lists
// them; their fields are ours).
import { z } from 'zod'
import { listingTypes } from '../property/property-enums'
import { doc } from './doc'
import { appPathField } from './safe-url'
import { bidStatuses, inquiryChannels, inquiryStatuses, notificationKinds, proposalStatuses, teamRoles, visitModes, visitStatuses } from './engagement-enums'
import { auditFields, idField, paiseField, phoneField, textField, timestampField } from './fields'


export const teamSchema = z
  .object({
    id: idField('Id', 'Team id.'),
    name: z.string().trim().min(1).max(200).meta(doc('Name', 'Name of the agency or team.')),
    ownerId: idField('Owner id', 'User id of the team owner.'),
    members: z
      .array(
        z
          .object({
            userId: idField('User id', 'The member.'),
            role: z.enum(teamRoles).meta(doc('Role', 'owner, admin, agent or viewer.')),
            joinedAt: timestampField('Joined at', 'When the member joined.').optional(),
          })
          .meta(doc('Member', 'One member of the team.')),
      )
      .default([])
      .meta(doc('Members', 'Who is in the team.')),
    reraAgentNumber: textField(40, 'RERA agent number', "The agency's registration as a real-estate agent.").optional(),
    description: textField(2000, 'Description', 'About the team.').optional(),
    ...auditFields,
  })
  .meta(doc('Team', 'A dealer agency or group of users working listings together.'))
export type Team = z.output<typeof teamSchema>

export const proposalSchema = z
  .object({
    id: idField('Id', 'Proposal id.'),
    propertyId: idField('Property id', 'The property proposed on.'),
    fromUserId: idField('From', 'User id of who proposes.'),
    toUserId: idField('To', 'User id of who receives it (usually the owner).'),
    type: z.enum(listingTypes).meta(doc('Type', 'sale, rent or lease.')),
    amountPaise: paiseField('Amount', 'Price offered (rent per month for rent and lease).'),
    terms: textField(10_000, 'Terms', 'Conditions of the offer.').default(''),
    validUntil: timestampField('Valid until', 'When the offer lapses.').optional(),
    status: z.enum(proposalStatuses).default('sent').meta(doc('Status', 'sent, countered, accepted, rejected, withdrawn or expired.')),
    turn: z.enum(['buyer', 'seller']).default('seller').meta(doc('Turn', 'Which side answers next: the seller after an offer, the buyer after a counter-offer, and so on.')),
    rounds: z
      .array(
        z
          .object({
            round: z.number().int().min(1).meta(doc('Round', '1 for the offer, then one per counter-offer.')),
            side: z.enum(['buyer', 'seller']).meta(doc('Side', 'Who named this price.')),
            byUserId: idField('By', 'User id of who named it.'),
            amountPaise: paiseField('Amount', 'The price named.'),
            terms: textField(10_000, 'Terms', 'Conditions with it.').default(''),
            createdAt: timestampField('At', 'When it was named.').optional(),
          })
          .meta(doc('Round', 'One price in the history of the offer.')),
      )
      .default([])
      .meta(doc('Rounds', 'Every price named, oldest first; the last is the current one.')),
    dealId: idField('Deal id', 'The draft deal its acceptance opened.').optional(),
    version: z.number().int().min(0).default(0).meta(doc('Version', 'Bumped by every change; a change naming an older version is refused.')),
    ...auditFields,
  })
  .meta(doc('Proposal', 'An offer on a property, which the other side can accept, reject or counter.'))
export type Proposal = z.output<typeof proposalSchema>

export const bidSchema = z
  .object({
    id: idField('Id', 'Bid id.'),
    propertyId: idField('Property id', 'The property bid on.'),
    windowId: idField('Bidding window id', 'The bidding window (one opening of the listing to bids) the bid belongs to.').optional(),
    bidderId: idField('Bidder id', 'User id of the bidder.'),
    bidderName: textField(200, 'Bidder name', "The bidder's name: shown only to the bidder, the property side and admins.").optional(),
    amountPaise: paiseField('Amount', 'Amount bid.').refine((n) => n > 0, 'Amount must be positive'),
    message: textField(1000, 'Message', 'A note with the bid.').optional(),
    status: z.enum(bidStatuses).default('active').meta(doc('Status', 'active (the highest), outbid, won, lost (the bidding closed below the reserve), withdrawn or rejected.')),
    expiresAt: timestampField('Expires at', 'When the bid lapses.').optional(),
    ...auditFields,
  })
  .meta(doc('Bid', 'A bid on a property offered for sale by bidding.'))
export type Bid = z.output<typeof bidSchema>

export const scheduleSchema = z
  .object({
    id: idField('Id', 'Visit id.'),
    propertyId: idField('Property id', 'The property to visit.'),
    visitorId: idField('Visitor id', 'User id of the visitor.'),
    hostId: idField('Host id', 'User id of the owner or dealer showing it.').optional(),
    slot: z
      .object({
        start: timestampField('Start', 'When the visit starts.'),
        end: timestampField('End', 'When it ends.'),
      })
      .refine((s) => Date.parse(s.end) > Date.parse(s.start), { message: 'The slot must end after it starts', path: ['end'] })
      .meta(doc('Slot', 'The time booked.')),
    mode: z.enum(visitModes).default('in-person').meta(doc('Mode', 'in-person or video.')),
    status: z.enum(visitStatuses).default('requested').meta(doc('Status', 'requested, confirmed, completed, cancelled or no-show.')),
    notes: textField(2000, 'Notes', 'Directions or requests.').optional(),
    proposedSlots: z
      .array(z.object({ start: timestampField('Start', 'When the visit would start.'), end: timestampField('End', 'When it would end.') }))
      .max(3)
      .optional()
      .meta(doc('Proposed slots', 'The slots on the table while the visit is requested (up to three from the visitor, or one from the property side).')),
    proposedBy: z.enum(['visitor', 'property side']).optional().meta(doc('Proposed by', 'Which side proposed the slots on the table: the other side confirms one.')),
    ...auditFields,
  })
  .meta(doc('Schedule', 'A site visit booked at a property.'))
export type Schedule = z.output<typeof scheduleSchema>

export const inquirySchema = z
  .object({
    id: idField('Id', 'Inquiry id.'),
    propertyId: idField('Property id', 'The property asked about, if any.').optional(),
    userId: idField('User id', 'The signed-in user who asked, if any.').optional(),
    name: z.string().trim().min(1).max(200).meta(doc('Name', 'Who is asking.')),
    phoneNumber: phoneField('Phone number', 'Number to call back: shown to the property side only when the asker ticked "share my number".').optional(),
    sharePhone: z.boolean().default(false).meta(doc('Share my number', 'Whether the asker lets the property side see their phone number.')),
    email: z.union([z.email(), z.literal('')]).optional().meta(doc('E-mail', 'E-mail to reply to.')),
    message: z.string().trim().min(1).max(5000).meta(doc('Message', 'The question.')),
    channel: z.enum(inquiryChannels).default('web').meta(doc('Channel', 'web, phone, whatsapp or email.')),
    status: z.enum(inquiryStatuses).default('new').meta(doc('Status', 'new, contacted, qualified, closed or spam.')),
    assignedTo: idField('Assigned to', 'User id of the admin or dealer handling it.').optional(),
    ...auditFields,
  })
  .meta(doc('Inquiry', 'A question from a visitor or buyer, handled by admins.'))
export type Inquiry = z.output<typeof inquirySchema>

export const notificationSchema = z
  .object({
    id: idField('Id', 'Notification id.'),
    userId: idField('User id', 'Who is notified.'),
    kind: z.enum(notificationKinds).meta(doc('Kind', 'What it is about: inquiry, visit, proposal, bid, deal, rental, payment, document, split, merge, invitation, listing, saved-search or system.')),
    title: z.string().trim().min(1).max(200).meta(doc('Title', 'Short headline.')),
    body: textField(2000, 'Body', 'The message.').default(''),
    link: appPathField('Link', "Where in the app it leads: a path starting with a single '/'.").optional(),
    read: z.boolean().default(false).meta(doc('Read', 'Whether the user has seen it.')),
    readAt: timestampField('Read at', 'When it was read.').optional(),
    ...auditFields,
  })
  .meta(doc('Notification', 'A message to a user about something that happened.'))
export type Notification = z.output<typeof notificationSchema>
