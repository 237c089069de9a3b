// "My activity": everything a person has started or takes part in as a buyer or tenant, in one
// list, newest first: questions, site visits, offers, bids, deals, applications to rent and
// tenancies. The server reads it in one statement; each item says where in the app it is handled.
import { z } from 'zod'

export const activityKinds = ['inquiry', 'visit', 'proposal', 'bid', 'deal', 'application', 'rental'] as const
export type ActivityKind = (typeof activityKinds)[number]

export const activityKindLabels: Readonly<Record<ActivityKind, string>> = {
  inquiry: 'Question',
  visit: 'Site visit',
  proposal: 'Offer',
  bid: 'Bid',
  deal: 'Deal',
  application: 'Application to rent',
  rental: 'Tenancy',
}

/** Where the item is handled in the app: an app path starting with a single '/'. */
export function activityLink(item: { kind: ActivityKind; id: string; propertyId: string }): string {
  switch (item.kind) {
    case 'inquiry':
      return `/profile/activity?inquiry=${item.id}`
    case 'visit':
      return `/profile/activity?visit=${item.id}`
    case 'proposal':
      return '/profile/offers'
    case 'bid':
      return `/${item.propertyId}`
    case 'deal':
      return `/deals/${item.id}`
    case 'application':
    case 'rental':
      return '/profile/rental-history'
  }
}

export const activityItemSchema = z
  .object({
    kind: z.enum(activityKinds).meta({ description: 'inquiry, visit, proposal, bid, deal, application or rental.' }),
    id: z.string().meta({ description: "The item's id." }),
    propertyId: z.string().meta({ description: 'The property it is about.' }),
    propertyTitle: z.string().nullable().meta({ description: "The property's title; null when the listing is gone." }),
    propertyReference: z.string().nullable().meta({ description: "The property's PROP- reference; null when the listing is gone." }),
    status: z.string().meta({ description: "The item's status in its own state machine." }),
    amountPaise: z.number().int().nullable().meta({ description: 'The amount offered, bid or agreed, in paise; null for items without one.' }),
    updatedAt: z.string().meta({ description: 'When it last changed.' }),
    link: z.string().meta({ description: 'Where in the app it is handled.' }),
  })
  .meta({ title: 'Activity item', description: 'One thing the person takes part in as a buyer or tenant.' })
export type ActivityItem = z.output<typeof activityItemSchema>
