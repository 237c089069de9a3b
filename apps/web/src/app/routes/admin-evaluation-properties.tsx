import { AuditTrail } from '../../features/admin-audit/components/audit-trail'
import { AdminScoresPage } from '../../features/evaluation/components/admin-scores-page'

/** /admin/evaluation/properties (SPEC §2; RequireAdmin guards the route), with each score's audit trail. */
export default function AdminEvaluationPropertiesRoute() {
  return <AdminScoresPage audit={(propertyId) => <AuditTrail targetType="score" targetId={propertyId} title="Score changes" />} />
}
