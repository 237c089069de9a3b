import { useParams } from 'react-router'
import { AuditTrail } from '../../features/admin-audit/components/audit-trail'
import { AdminPropertyPage } from '../../features/admin-properties/components/admin-property-page'
import { DocumentVault } from '../../features/documents/components/document-vault'
import { PlotRequestsCard } from '../../features/split-tool/components/plot-requests-card'

/** /admin/property/{propertyId}: the listing for admins, with its documents, splits and merges, and audit trail. */
export default function AdminPropertyRoute() {
  const { propertyId = '' } = useParams()
  return (
    <AdminPropertyPage key={propertyId} propertyId={propertyId}>
      {(property) => (
        <>
          <PlotRequestsCard propertyId={property.id} isAdmin />
          <DocumentVault key={`documents-${property.id}`} propertyId={property.id} isAdmin />
          <AuditTrail targetType="property" targetId={property.id} />
        </>
      )}
    </AdminPropertyPage>
  )
}
