import { AuditTrail } from '../../features/admin-audit/components/audit-trail'
import { PaymentManager } from '../../features/payment-records/components/payment-manager'

/** /admin/paymentmanager (RequireAdmin guards the route); a payment's drawer shows its audit trail. */
export default function AdminPaymentManagerRoute() {
  return <PaymentManager auditTrail={(paymentId) => <AuditTrail targetType="payment" targetId={paymentId} title="Audit trail" />} />
}
