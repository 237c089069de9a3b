// The statuses, roles and kinds of teams, proposals, bids, site visits, inquiries and
// notifications: the values engagement-schemas.ts checks, apart from the schemas, so the rules and
// pages that only need the lists do not build the schemas.
export const teamRoles = ['owner', 'admin', 'agent', 'viewer'] as const
// The proposal machine's statuses (transactions/proposal-machine.ts): an offer is sent when made.
export const proposalStatuses = ['sent', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired'] as const
export const bidStatuses = ['active', 'outbid', 'won', 'lost', 'withdrawn', 'rejected'] as const
export type BidStatus = (typeof bidStatuses)[number]
export const visitModes = ['in-person', 'video'] as const
export const visitStatuses = ['requested', 'confirmed', 'completed', 'cancelled', 'no-show'] as const
export const inquiryChannels = ['web', 'phone', 'whatsapp', 'email'] as const
export const inquiryStatuses = ['new', 'contacted', 'qualified', 'closed', 'spam'] as const
export const notificationKinds = ['inquiry', 'visit', 'proposal', 'bid', 'deal', 'rental', 'payment', 'document', 'split', 'merge', 'invitation', 'listing', 'saved-search', 'system'] as const
export type NotificationKind = (typeof notificationKinds)[number]
