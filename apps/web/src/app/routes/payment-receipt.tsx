import { useParams } from 'react-router'
import { ReceiptPage } from '../../features/payment-records/components/receipt-page'

/** /payments/:paymentId/receipt (RequireAuth guards the route; the server decides who sees it). */
export default function PaymentReceiptRoute() {
  const { paymentId = '' } = useParams()
  return <ReceiptPage paymentId={paymentId} />
}
