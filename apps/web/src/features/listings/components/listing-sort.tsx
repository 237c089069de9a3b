import type { SortField, SortOrder } from '../api/get-public-properties'

export const sortOptions = [
  { label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
  { label: 'Area: largest first', sortBy: 'area', sortOrder: 'desc' },
  { label: 'Area: smallest first', sortBy: 'area', sortOrder: 'asc' },
  { label: 'Most viewed', sortBy: 'views', sortOrder: 'desc' },
  { label: 'Best score', sortBy: 'score', sortOrder: 'desc' },
] as const satisfies ReadonlyArray<{ label: string; sortBy: SortField; sortOrder: SortOrder }>

interface ListingSortProps {
  sortBy: SortField
  sortOrder: SortOrder
  onChange: (sortBy: SortField, sortOrder: SortOrder) => void
}

export function ListingSort({ sortBy, sortOrder, onChange }: ListingSortProps) {
  const current = `${sortBy}:${sortOrder}`
  const known = sortOptions.some((o) => `${o.sortBy}:${o.sortOrder}` === current)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id="listing-sort"
        value={known ? current : 'createdAt:desc'}
        onChange={(event) => {
          const option = sortOptions.find((o) => `${o.sortBy}:${o.sortOrder}` === event.target.value)
          if (option) onChange(option.sortBy, option.sortOrder)
        }}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400"
      >
        {sortOptions.map((option) => (
          <option key={`${option.sortBy}:${option.sortOrder}`} value={`${option.sortBy}:${option.sortOrder}`}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
