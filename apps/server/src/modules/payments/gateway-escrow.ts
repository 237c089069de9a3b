// Razorpay Route, after the ledger: when the gateway moves money between accounts (the payment
// gateway's own escrow), a deal's captured token is transferred to the seller's linked account on
// hold (less the platform's fee), released there when the deal completes, and reversed before the
// buyer is refunded. The ledger stays the truth; this keeps the gateway's accounts in step with
// it, after each commit and on every reconciliation run. Each step is claimed on the payment's row
// first, so two instances never make the same transfer twice; a step the gateway refuses is put
// back and tried again on the next run.
import { platformFee } from '@vishwas/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database'
import type { PaymentGateway } from '../../providers/payments/payment-gateway'

export type GatewayEscrowDeps = { database: DatabaseHandle; gateway: PaymentGateway; feeBasisPoints: number; log: FastifyBaseLogger }

type Candidate = { id: string; gatewayPaymentId: string; amountPaise: number; accountId: string | null; transferId: string | null }

const candidates = (where: string) => `
  SELECT p.id::text AS id, p.provider_payment_id AS "gatewayPaymentId", p.amount_paise::float8 AS "amountPaise", u.payout_account_id AS "accountId", p.gateway_transfer_id AS "transferId"
    FROM payments p JOIN users u ON u.id = p.payee_id
   WHERE p.provider = $1 AND p.purpose = 'token' AND p.provider_payment_id IS NOT NULL AND ${where}
   ORDER BY p.settled_at LIMIT 50`

/** Moves what the ledger says to the gateway's accounts; how many transfers it made, released or reversed. */
export async function syncGatewayEscrow(deps: GatewayEscrowDeps): Promise<number> {
  const { database, gateway } = deps
  if (!gateway.holdTransfer || !gateway.releaseTransfer || !gateway.reverseTransfer) return 0
  let moved = 0
  const claim = async (id: string, from: string | null, to: string) =>
    (await database.query('UPDATE payments SET gateway_transfer_status = $3 WHERE id = $1::uuid AND gateway_transfer_status IS NOT DISTINCT FROM $2 RETURNING id', [id, from, to])).length > 0
  const step = async (payment: Candidate, from: string | null, during: string, to: string, work: () => Promise<string | undefined>) => {
    if (!(await claim(payment.id, from, during))) return
    try {
      const transferId = await work()
      await database.query('UPDATE payments SET gateway_transfer_status = $2, gateway_transfer_id = coalesce($3, gateway_transfer_id) WHERE id = $1::uuid', [payment.id, to, transferId ?? null])
      moved += 1
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id, step: to }, 'the payment gateway did not take an escrow transfer step; it is tried again later')
      await database.query('UPDATE payments SET gateway_transfer_status = $2 WHERE id = $1::uuid', [payment.id, from])
    }
  }
  const toSeller = (amountPaise: number) => amountPaise - platformFee(amountPaise, deps.feeBasisPoints)

  const toHold = await database.query<Candidate>(candidates(`p.escrow_status = 'held' AND p.refunded_paise = 0 AND p.gateway_transfer_status IS NULL AND u.payout_account_id IS NOT NULL`), [gateway.provider])
  for (const payment of toHold) {
    await step(payment, null, 'holding', 'on_hold', async () => {
      const { transferId } = await gateway.holdTransfer!({ gatewayPaymentId: payment.gatewayPaymentId, linkedAccountId: payment.accountId!, amountPaise: toSeller(payment.amountPaise), notes: { paymentId: payment.id } })
      return transferId
    })
  }
  for (const payment of await database.query<Candidate>(candidates(`p.escrow_status = 'released' AND p.gateway_transfer_status = 'on_hold'`), [gateway.provider])) {
    await step(payment, 'on_hold', 'releasing', 'released', async () => void (await gateway.releaseTransfer!(payment.transferId!)))
  }
  for (const payment of await database.query<Candidate>(candidates(`p.escrow_status = 'refunded' AND p.gateway_transfer_status = 'on_hold'`), [gateway.provider])) {
    await step(payment, 'on_hold', 'reversing', 'reversed', async () => void (await gateway.reverseTransfer!(payment.transferId!, toSeller(payment.amountPaise))))
  }
  return moved
}
