// The admin dashboard's answer (GET /api/admin/dashboard): one point per bucket of the range, the
// range's totals, and the listing breakdowns. Money in paise.
import { z } from 'zod'
import { dashboardIntervals } from './dashboard-range'

const count = z.number().int().min(0)

export const dashboardRoles = ['admin', 'seller', 'dealer', 'user'] as const
export type DashboardRole = (typeof dashboardRoles)[number]
/** SPEC §1's role label: Admin, else Seller, else Dealer, else User. */
export const dashboardRoleLabels: Record<DashboardRole, string> = { admin: 'Admin', seller: 'Seller', dealer: 'Dealer', user: 'User' }

const figuresShape = {
  newListings: count.meta({ description: 'Listings created (any status now).' }),
  newUsers: z.object({ admin: count, seller: count, dealer: count, user: count }).meta({ description: 'People who joined, by their role now (Admin, else Seller, else Dealer, else User).' }),
  signIns: count.meta({ description: 'Sign-ins: sessions started by a one-time code (a refresh token family begun), not refreshes.' }),
  inquiries: count.meta({ description: 'Inquiry threads opened.' }),
  visits: count.meta({ description: 'Site visits requested.' }),
  deals: count.meta({ description: 'Deals started.' }),
  payments: count.meta({ description: 'Payments that succeeded.' }),
  paymentsPaise: z.number().int().min(0).meta({ description: 'What the succeeded payments came to, in paise.' }),
}

export const dashboardPointSchema = z.object({ bucket: z.string().meta({ description: "The bucket's first day (YYYY-MM-DD, India time)." }), ...figuresShape })
export type DashboardPoint = z.infer<typeof dashboardPointSchema>
export type DashboardFigures = Omit<DashboardPoint, 'bucket'>

export const dashboardReportSchema = z
  .object({
    range: z.object({
      from: z.string(),
      to: z.string(),
      interval: z.enum(dashboardIntervals),
      timeZone: z.literal('Asia/Kolkata'),
    }),
    points: z.array(dashboardPointSchema),
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
