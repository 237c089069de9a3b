import { SortSelect, type SortOption, type SortOrder } from '../../../components/ui/sort-select'
import type { PortfolioSortField } from '../api/get-my-properties'

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
] as const satisfies readonly SortOption<PortfolioSortField>[]

interface PortfolioSortProps {
  sortBy: PortfolioSortField
  sortOrder: SortOrder
  onChange: (sortBy: PortfolioSortField, sortOrder: SortOrder) => void
}

export function PortfolioSort(props: PortfolioSortProps) {
  return <SortSelect id="portfolio-sort" options={portfolioSortOptions} {...props} />
}
