// Razorpay's Checkout (PAYMENT_PROVIDER=razorpay): its script is loaded only when someone pays,
// opened with the order the server made, and its answer (payment id, order id, signature) handed
// to the server, which checks the signature and asks Razorpay itself before anything is recorded.
import type { Checkout } from '@vishwas/domain'

type RazorpayAnswer = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
type RazorpayInstance = { open(): void; on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void }
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'
let loading: Promise<RazorpayConstructor> | undefined

function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT
    script.async = true
    script.onload = () => {
      const found = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay
      if (found) resolve(found)
      else reject(new Error('The payment window did not load'))
    }
    script.onerror = () => {
      loading = undefined
      reject(new Error('The payment window could not be loaded; check your connection and try again'))
    }
    document.head.append(script)
  })
  return loading
}

/** Opens Razorpay's window; resolves with its answer when paid, with null when the payer closes it. */
export async function payWithRazorpay(checkout: Extract<Checkout, { provider: 'razorpay' }>, prefill: { name?: string; contact?: string }): Promise<{ orderId: string; gatewayPaymentId: string; signature: string } | null> {
  const Razorpay = await loadCheckout()
  return new Promise((resolve, reject) => {
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill,
      handler: (answer: RazorpayAnswer) => resolve({ orderId: answer.razorpay_order_id, gatewayPaymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature }),
      modal: { ondismiss: () => resolve(null) },
    })
    instance.on('payment.failed', (response) => reject(new Error(response.error?.description ?? 'The payment did not go through')))
    instance.open()
  })
}
