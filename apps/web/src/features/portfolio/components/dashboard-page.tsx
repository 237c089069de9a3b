import { Link } from 'react-router'
import { propertyTypes } from '@vishwas/domain'
import { buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { env } from '../../../config/env'
import { paths } from '../../../config/paths'
import { humanize } from '../../../lib/format'
import { usePortfolioSummary } from '../api/get-portfolio-summary'
import { RecentChanges } from './recent-changes'
import { StatusChart } from './status-chart'
import { SummaryFigures } from './summary-figures'
import { RetryNotice } from '../../../components/ui/retry-notice'

const number = new Intl.NumberFormat('en-IN')

/** /seller/dashboard: the seller's figures at a glance, and the way to their portfolio. */
export function DashboardPage() {
  const { data: summary, error, isPending, refetch } = usePortfolioSummary()
  return (
    <div className="flex flex-col gap-4">
      <title>{`Seller dashboard | ${env.brandName}`}</title>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Seller dashboard</h1>
          <p className="mt-1 text-sm text-slate-600">Your listings by status, what they are worth, and what changed lately.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.sellerPropertyCreate} className={buttonClasses('primary')}>
            Add New Property
          </Link>
          <Link to={paths.sellerProperties} className={buttonClasses('secondary')}>
            My Portfolio
          </Link>
        </div>
      </Card>

      {isPending ? <LoadingDots /> : null}
      {error ? (
        <RetryNotice onRetry={() => void refetch()}>
          {error.message}
        </RetryNotice>
      ) : null}

      {summary && summary.total === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">You have no properties yet.</p>
          <p className="mt-1 text-sm text-slate-600">Add your first property and its figures appear here.</p>
          <Link to={paths.sellerPropertyCreate} className={buttonClasses('primary', 'md', 'mt-4')}>
            Add New Property
          </Link>
        </Card>
      ) : null}

      {summary && summary.total > 0 ? (
        <>
          <section aria-label="Figures">
            <SummaryFigures summary={summary} />
          </section>
          <div className="grid items-start gap-4 md:grid-cols-2">
            <Card className="p-5">
              <h2 className="text-base font-bold text-slate-900">Listings by status</h2>
              <div className="mt-3">
                <StatusChart byStatus={summary.byStatus} />
              </div>
              <h3 className="mt-4 text-sm font-semibold text-slate-700">By type</h3>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                {propertyTypes
                  .filter((type) => (summary.byType[type] ?? 0) > 0)
                  .map((type) => (
                    <li key={type}>
                      {humanize(type)}: <span className="font-semibold">{number.format(summary.byType[type] ?? 0)}</span>
                    </li>
                  ))}
              </ul>
            </Card>
            <Card className="p-5">
              <h2 className="text-base font-bold text-slate-900">Recent changes</h2>
              <div className="mt-3">
                <RecentChanges changes={summary.recentChanges} />
              </div>
            </Card>
          </div>
        </>
      ) : null}
    </div>
  )
}
