import { ComparePage } from '../../features/shortlist/components/compare-page'

export default function ShortlistCompareRoute() {
  return <ComparePage />
}
