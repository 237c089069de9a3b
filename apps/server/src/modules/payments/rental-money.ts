// A rental's money as both sides see it: the deposit (paid or not, held, returned, and what the
// landlord deducted) and each month's rent (paid with its payment, due, overdue or upcoming),
// from the payments and the ledger, never from a stored balance.
import { ledgerAccounts, rentSchedule, type EscrowStatus, type PaymentStatus, type RentState } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { balanceWith } from './ledger.repository'

export type RentalMoney = {
  deposit: { duePaise: number; payment: { id: string; status: PaymentStatus; escrowStatus: EscrowStatus; refundedPaise: number } | null; heldPaise: number; deductionsPaise: number; deductionsReason: string }
  rent: { period: string; dueDate: string; state: RentState; paymentId: string | null }[]
  overdueMonths: number
}

type RentalTerms = { id: string; startDate: string; endDate: string; rentDueDay: number; securityDepositPaise: number; depositDeductionsPaise: number; depositDeductionsReason: string; status: string }

export async function rentalMoney(query: QueryFn, rental: RentalTerms, now: Date): Promise<RentalMoney> {
  const payments = await query<{ id: string; purpose: string; rentPeriod: string | null; status: PaymentStatus; escrowStatus: EscrowStatus; refundedPaise: number }>(
    `SELECT id::text AS id, purpose, rent_period AS "rentPeriod", status, escrow_status AS "escrowStatus", refunded_paise::float8 AS "refundedPaise"
       FROM payments WHERE rental_id = $1::uuid AND status IN ('pending', 'processing', 'succeeded', 'refunded') ORDER BY created_at`,
    [rental.id],
  )
  const deposit = payments.filter((payment) => payment.purpose === 'deposit').at(-1) ?? null
  const paidRent = new Map(payments.filter((payment) => payment.purpose === 'rent' && payment.rentPeriod && (payment.status === 'succeeded' || payment.status === 'refunded')).map((payment) => [payment.rentPeriod!, payment.id]))
  // Only a tenancy that runs (or ran) has rent: a draft's months are not yet owed, a closed one's stop at its close.
  const schedule = rental.status === 'draft' ? [] : rentSchedule(rental, new Set(paidRent.keys()), now)
  const rent = schedule
    .filter((month) => rental.status === 'active' || month.state === 'paid' || month.state === 'overdue')
    .map((month) => ({ ...month, paymentId: paidRent.get(month.period) ?? null }))
  return {
    deposit: {
      duePaise: rental.securityDepositPaise,
      payment: deposit ? { id: deposit.id, status: deposit.status, escrowStatus: deposit.escrowStatus, refundedPaise: deposit.refundedPaise } : null,
      heldPaise: await balanceWith(query, ledgerAccounts.deposit(rental.id)),
      deductionsPaise: rental.depositDeductionsPaise,
      deductionsReason: rental.depositDeductionsReason,
    },
    rent,
    overdueMonths: rent.filter((month) => month.state === 'overdue').length,
  }
}
