import { SortSelect, type SortOption, type SortOrder } from '../../../components/ui/sort-select'
import type { SortField } from '../api/get-public-properties'

export const sortOptions = [
  { label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
  { label: 'Area: largest first', sortBy: 'area', sortOrder: 'desc' },
  { label: 'Area: smallest first', sortBy: 'area', sortOrder: 'asc' },
  { label: 'Most viewed', sortBy: 'views', sortOrder: 'desc' },
  { label: 'Best score', sortBy: 'score', sortOrder: 'desc' },
] as const satisfies readonly SortOption<SortField>[]

interface ListingSortProps {
  sortBy: SortField
  sortOrder: SortOrder
  onChange: (sortBy: SortField, sortOrder: SortOrder) => void
}

export function ListingSort(props: ListingSortProps) {
  return <SortSelect id="listing-sort" options={sortOptions} {...props} />
}
