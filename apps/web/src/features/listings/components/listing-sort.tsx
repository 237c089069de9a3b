import type { ListingType } from '@vishwas/domain'
import { SortSelect, type SortOption, type SortOrder } from '../../../components/ui/sort-select'
import type { SortField } from '../api/get-public-properties'
import { priceMeaning } from './budget-fields'

/** The orders of the list; prices sort within the chosen kind, so they say which price they mean. */
export function sortOptions(listingType: ListingType): readonly SortOption<SortField>[] {
  const price = priceMeaning(listingType)
  const Price = price.charAt(0).toUpperCase() + price.slice(1)
  return [
    { label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
    { label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
    { label: `${Price}: low to high`, sortBy: 'price', sortOrder: 'asc' },
    { label: `${Price}: high to low`, sortBy: 'price', sortOrder: 'desc' },
    { label: 'Area: largest first', sortBy: 'area', sortOrder: 'desc' },
    { label: 'Area: smallest first', sortBy: 'area', sortOrder: 'asc' },
    { label: 'Most viewed', sortBy: 'views', sortOrder: 'desc' },
    { label: 'Best score', sortBy: 'score', sortOrder: 'desc' },
  ]
}

interface ListingSortProps {
  listingType: ListingType
  sortBy: SortField
  sortOrder: SortOrder
  onChange: (sortBy: SortField, sortOrder: SortOrder) => void
}

export function ListingSort({ listingType, ...props }: ListingSortProps) {
  return <SortSelect id="listing-sort" options={sortOptions(listingType)} {...props} />
}
