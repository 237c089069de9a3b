import { useParams } from 'react-router'
import { PaymentPage } from '../../features/payments/components/payment-page'

/** /payments/{paymentId} (signed in): where a checkout lands; the payment as the server recorded it. */
export default function PaymentRoute() {
  const { paymentId = '' } = useParams()
  return <PaymentPage key={paymentId} paymentId={paymentId} />
}
