import { useParams } from 'react-router'
import { SplitToolPage } from '../../features/split-tool/components/split-tool-page'

/** /seller/properties/{propertyId}/split: the property split tool (SPEC §2), for sellers with property access. */
export default function SellerPropertySplitRoute() {
  const { propertyId = '' } = useParams()
  return <SplitToolPage key={propertyId} propertyId={propertyId} />
}
