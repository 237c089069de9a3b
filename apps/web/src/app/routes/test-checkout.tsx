import { useParams, useSearchParams } from 'react-router'
import { TestCheckoutPage } from '../../features/payments/components/test-checkout-page'

/** /pay/test/{orderId}?payment={paymentId} (signed in): the simulated gateway's checkout, test mode only. */
export default function TestCheckoutRoute() {
  const { orderId = '' } = useParams()
  const [search] = useSearchParams()
  return <TestCheckoutPage key={orderId} orderId={orderId} paymentId={search.get('payment')} />
}
