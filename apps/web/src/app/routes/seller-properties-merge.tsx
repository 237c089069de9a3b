import { MergePage } from '../../features/split-tool/components/merge-page'

/** /seller/properties/merge?ids=…: merging the plots ticked in the portfolio. */
export default function SellerPropertiesMergeRoute() {
  return <MergePage />
}
