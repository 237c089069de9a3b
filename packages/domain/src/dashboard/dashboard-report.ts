// The admin dashboard's answer (GET /api/admin/dashboard): the range's buckets with one series per
// figure (columns, as charts read them), the range's totals, and the listing breakdowns. Money in paise.
import { z } from 'zod'
import { dashboardIntervals } from './dashboard-range'

const count = z.number().int().min(0)

export const dashboardRoles = ['admin', 'seller', 'dealer', 'user'] as const
export type DashboardRole = (typeof dashboardRoles)[number]
/** SPEC §1's role label: Admin, else Seller, else Dealer, else User. */
export const dashboardRoleLabels: Record<DashboardRole, string> = { admin: 'Admin', seller: 'Seller', dealer: 'Dealer', user: 'User' }

const described = {
  newListings: 'Listings created (any status now).',
  newUsers: 'People who joined, by their role now (Admin, else Seller, else Dealer, else User).',
  signIns: 'Sign-ins: sessions started by a one-time code (a refresh token family begun), not refreshes.',
  inquiries: 'Inquiry threads opened.',
  visits: 'Site visits requested.',
  deals: 'Deals started.',
  payments: 'Payments that succeeded.',
  paymentsPaise: 'What the succeeded payments came to, in paise.',
} as const

const figuresShape = {
  newListings: count.meta({ description: described.newListings }),
  newUsers: z.object({ admin: count, seller: count, dealer: count, user: count }).meta({ description: described.newUsers }),
  signIns: count.meta({ description: described.signIns }),
  inquiries: count.meta({ description: described.inquiries }),
  visits: count.meta({ description: described.visits }),
  deals: count.meta({ description: described.deals }),
  payments: count.meta({ description: described.payments }),
  paymentsPaise: z.number().int().min(0).meta({ description: described.paymentsPaise }),
}

const series = z.array(z.number().int().min(0))

/** What each figure is, one number a bucket, in the order of `buckets`. */
export const dashboardSeriesSchema = z.object({
  newListings: series.meta({ description: described.newListings }),
  newUsers: z.object({ admin: series, seller: series, dealer: series, user: series }).meta({ description: described.newUsers }),
  signIns: series.meta({ description: described.signIns }),
  inquiries: series.meta({ description: described.inquiries }),
  visits: series.meta({ description: described.visits }),
  deals: series.meta({ description: described.deals }),
  payments: series.meta({ description: described.payments }),
  paymentsPaise: series.meta({ description: described.paymentsPaise }),
})
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>
export type DashboardFigures = z.infer<z.ZodObject<typeof figuresShape>>

export const dashboardReportSchema = z
  .object({
    range: z.object({
      from: z.string(),
      to: z.string(),
      interval: z.enum(dashboardIntervals),
      timeZone: z.literal('Asia/Kolkata'),
    }),
    buckets: z.array(z.string()).meta({ description: "Each bucket's first day (YYYY-MM-DD, India time), in order; a week starts on Monday, a month on its 1st." }),
    series: dashboardSeriesSchema.meta({ description: 'Column by column (one number a bucket), as charts read them: a long range stays a small answer.' }),
    totals: z.object(figuresShape),
    newListingsByStatus: z.record(z.string(), count).meta({ description: 'Listings created in the range, by their status now.' }),
    newListingsByType: z.record(z.string(), count).meta({ description: 'Listings created in the range, by type.' }),
    listingsByCity: z
      .array(z.object({ city: z.string(), count }))
      .meta({ description: 'All listings now (any status, not only the range), by city, the ten biggest.' }),
  })
  .meta({ title: 'Admin dashboard', description: 'Figures over time for admins.' })
export type DashboardReport = z.infer<typeof dashboardReportSchema>

export function emptyDashboardFigures(): DashboardFigures {
  return { newListings: 0, newUsers: { admin: 0, seller: 0, dealer: 0, user: 0 }, signIns: 0, inquiries: 0, visits: 0, deals: 0, payments: 0, paymentsPaise: 0 }
}

/** Every series at zero for `length` buckets. */
export function emptyDashboardSeries(length: number): DashboardSeries {
  const zeros = () => new Array<number>(length).fill(0)
  return {
    newListings: zeros(),
    newUsers: { admin: zeros(), seller: zeros(), dealer: zeros(), user: zeros() },
    signIns: zeros(),
    inquiries: zeros(),
    visits: zeros(),
    deals: zeros(),
    payments: zeros(),
    paymentsPaise: zeros(),
  }
}
