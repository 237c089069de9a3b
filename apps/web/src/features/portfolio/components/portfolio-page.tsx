import { useState } from 'react'
import { Link } from 'react-router'
import { checkComparisonIds, type Property, type PropertyStatus } from '@vishwas/domain'
import { buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { Pagination } from '../../../components/ui/pagination'
import { env } from '../../../config/env'
import { plural } from '../../../lib/format'
import { useCompareProperties } from '../api/compare-properties'
import { useExportProperty } from '../api/export-property'
import { useMyProperties } from '../api/get-my-properties'
import { useUpdatePropertyStatuses } from '../api/update-property-statuses'
import { portfolioSearchString, usePortfolioSearch } from '../hooks/use-portfolio-search'
import { useSelection, type SelectedProperty } from '../hooks/use-selection'
import { BatchResult } from './batch-result'
import { ComparePanel } from './compare-panel'
import { ImportPanel } from './import-panel'
import { PortfolioFilters } from './portfolio-filters'
import { PortfolioSort } from './portfolio-sort'
import { PropertyList } from './property-list'
import { SelectionBar } from './selection-bar'
import { paths } from '../../../config/paths'
import { RetryNotice } from '../../../components/ui/retry-notice'

/** Side by side fits four columns on a laptop; the server would take more. */
export const MAX_COMPARED = 4
export const COMPARE_AT_MOST = `Select at most ${MAX_COMPARED} properties to compare side by side.`

/** /seller/properties (My Portfolio): the seller's own properties, to find, compare, export, import and update. */
export function PortfolioPage() {
  const { query, hasFilters, setFilters, setSort, pageHref } = usePortfolioSearch()
  const { data, error, isPending, isFetching, refetch } = useMyProperties(query)
  // Ticks belong to the rows in view: a new search, filter, sort or page starts with none.
  const selection = useSelection(portfolioSearchString(query))
  const comparing = useCompareProperties()
  const exporting = useExportProperty()
  const changingStatus = useUpdatePropertyStatuses()
  // Why Compare refused, for the selection it looked at: ticking or unticking makes it moot.
  const [refusal, setRefusal] = useState<{ problem: string; for: readonly SelectedProperty[] } | null>(null)
  const compareProblem = refusal?.for === selection.selected ? refusal.problem : null
  const setCompareProblem = (problem: string | null) => setRefusal(problem ? { problem, for: selection.selected } : null)
  const [batchItems, setBatchItems] = useState<readonly SelectedProperty[]>([])
  const filterKey = JSON.stringify([query.q, query.type, query.status, query.city])

  const compare = () => {
    comparing.reset()
    const ids = checkComparisonIds(selection.selected.map((item) => item.id))
    const problem = !ids.ok ? ids.error : ids.value.length > MAX_COMPARED ? COMPARE_AT_MOST : null
    setCompareProblem(problem)
    if (ids.ok && !problem) comparing.mutate(ids.value)
  }

  const changeStatus = (status: PropertyStatus) => {
    setBatchItems(selection.selected)
    changingStatus.mutate(
      { references: selection.selected.map((item) => item.reference), status },
      // Keep the failures ticked, so they can be fixed and tried again.
      { onSuccess: (outcome) => selection.keepOnly(new Set(outcome.failed.map((failure) => failure.reference))) },
    )
  }

  const exportOne = (property: Property) => exporting.mutate(property.reference)
  const isEmptyPortfolio = data !== undefined && data.pagination.total === 0 && !hasFilters

  return (
    <div className="flex flex-col gap-4">
      <title>{`My Portfolio | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">My Portfolio</h1>
            <p className="mt-1 text-sm text-slate-600">Every property you created or own, whatever its status.</p>
          </div>
          <Link to={paths.sellerPropertyCreate} className={buttonClasses('primary')}>
            Add New Property
          </Link>
        </div>
        <div className="mt-5">
          {/* Re-mount on URL change so the back button also resets the fields. */}
          <PortfolioFilters key={filterKey} value={query} onApply={setFilters} />
        </div>
      </Card>

      {isEmptyPortfolio ? null : (
        <SelectionBar
          selected={selection.selected}
          onClear={() => {
            selection.clear()
            setCompareProblem(null)
          }}
          onCompare={compare}
          isComparing={comparing.isPending}
          onChangeStatus={changeStatus}
          isChangingStatus={changingStatus.isPending}
        />
      )}

      {compareProblem ? (
        <Notice tone="warning" role="alert" onDismiss={() => setCompareProblem(null)}>
          {compareProblem}
        </Notice>
      ) : null}
      {comparing.error ? (
        <Notice tone="error" role="alert" onDismiss={() => comparing.reset()}>
          {comparing.error.message}
        </Notice>
      ) : null}
      {comparing.data ? <ComparePanel result={comparing.data} onClose={() => comparing.reset()} /> : null}

      {changingStatus.data ? <BatchResult outcome={changingStatus.data} known={batchItems} onDismiss={() => changingStatus.reset()} /> : null}
      {changingStatus.error ? (
        <Notice tone="error" role="alert" onDismiss={() => changingStatus.reset()}>
          {changingStatus.error.message}
        </Notice>
      ) : null}
      {exporting.error ? (
        <Notice tone="error" role="alert" onDismiss={() => exporting.reset()}>
          {`Could not export ${exporting.variables ?? 'the property'}: ${exporting.error.message}`}
        </Notice>
      ) : null}
      {exporting.data ? (
        <Notice onDismiss={() => exporting.reset()}>
          Downloaded <span className="font-semibold break-all">{exporting.data.fileName}</span>.
        </Notice>
      ) : null}

      <section aria-labelledby="portfolio-results" aria-busy={isFetching} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/90 px-4 py-2">
          <h2 id="portfolio-results" className="text-base font-bold text-slate-900" aria-live="polite">
            {data ? (data.pagination.total > 0 ? plural(data.pagination.total, 'property', 'properties') : 'No properties') : 'Properties'}
          </h2>
          <PortfolioSort sortBy={query.sortBy} sortOrder={query.sortOrder} onChange={setSort} />
        </div>

        {error && !data ? (
          <RetryNotice onRetry={() => void refetch()}>
            {error.message}
          </RetryNotice>
        ) : null}

        {isPending ? <LoadingDots /> : null}

        {isEmptyPortfolio ? (
          <Card className="p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">You have no properties yet.</p>
            <p className="mt-1 text-sm text-slate-600">Add your first property, or import one from a JSON file below.</p>
            <Link to={paths.sellerPropertyCreate} className={buttonClasses('primary', 'md', 'mt-4')}>
              Add New Property
            </Link>
          </Card>
        ) : data && data.properties.length === 0 && data.pagination.total > 0 ? (
          // An old or edited link can name a page past the end; the properties are on earlier pages.
          <Card className="p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">{`There is no page ${data.pagination.page}: the last page is ${data.pagination.pages}.`}</p>
            <Link to={pageHref(data.pagination.pages)} className="mt-4 inline-block font-semibold text-teal-800 underline underline-offset-2">
              Go to the last page
            </Link>
          </Card>
        ) : data && data.properties.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">No properties match these filters.</p>
            <Link to="?" className="mt-4 inline-block font-semibold text-teal-800 underline underline-offset-2">
              Clear filters
            </Link>
          </Card>
        ) : data ? (
          <div className={isFetching ? 'opacity-70' : undefined}>
            <PropertyList
              properties={data.properties}
              isSelected={selection.isSelected}
              onToggle={selection.toggle}
              onToggleAll={selection.toggleAll}
              onExport={exportOne}
              exportingReference={exporting.isPending ? exporting.variables : undefined}
            />
          </div>
        ) : null}

        {data ? <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={pageHref} label="Portfolio pages" /> : null}
      </section>

      <ImportPanel />
    </div>
  )
}
