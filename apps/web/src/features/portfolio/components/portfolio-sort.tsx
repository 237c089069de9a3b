import type { PortfolioSortField, SortOrder } from '../api/get-my-properties'

export const portfolioSortOptions = [
  { label: 'Recently updated', sortBy: 'updatedAt', sortOrder: 'desc' },
  { label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { label: 'Title: A to Z', sortBy: 'title', sortOrder: 'asc' },
  { label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
  { label: 'Area: largest first', sortBy: 'area', sortOrder: 'desc' },
  { label: 'Most viewed', sortBy: 'views', sortOrder: 'desc' },
  { label: 'Best score', sortBy: 'score', sortOrder: 'desc' },
] as const satisfies ReadonlyArray<{ label: string; sortBy: PortfolioSortField; sortOrder: SortOrder }>

interface PortfolioSortProps {
  sortBy: PortfolioSortField
  sortOrder: SortOrder
  onChange: (sortBy: PortfolioSortField, sortOrder: SortOrder) => void
}

export function PortfolioSort({ sortBy, sortOrder, onChange }: PortfolioSortProps) {
  const current = `${sortBy}:${sortOrder}`
  const known = portfolioSortOptions.some((o) => `${o.sortBy}:${o.sortOrder}` === current)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="portfolio-sort" className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id="portfolio-sort"
        value={known ? current : 'updatedAt:desc'}
        onChange={(event) => {
          const option = portfolioSortOptions.find((o) => `${o.sortBy}:${o.sortOrder}` === event.target.value)
          if (option) onChange(option.sortBy, option.sortOrder)
        }}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400"
      >
        {portfolioSortOptions.map((option) => (
          <option key={`${option.sortBy}:${option.sortOrder}`} value={`${option.sortBy}:${option.sortOrder}`}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
