// A rental's money through the API: the tenant pays the deposit (held for the tenancy) and each
// month's rent (to the landlord, once a month opens, never twice); a late month shows as overdue
// to both sides; closing the tenancy returns the deposit less the deductions the landlord side
// states (the tenant sees them), and only the landlord side may state them.
import { addMonths, ledgerAccounts, paymentMessages, rentalMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { actOnRental, rentalIn, rentListing, today } from '../rentals/rentals-test-kit'
import { balance, newKey, payAtTestGateway, webhooksDelivered } from './payments-test-kit'

const kit = usePropertyKit()

type Money = { deposit: { duePaise: number; heldPaise: number; payment: { status: string } | null; deductionsPaise: number; deductionsReason: string }; rent: { period: string; state: string; paymentId: string | null }[]; overdueMonths: number }

const pay = (caller: Caller, rentalId: string, body: Record<string, unknown>) =>
  requestAs(kit, caller, { method: 'POST', url: `/api/rentals/${rentalId}/payments`, payload: body, headers: { 'idempotency-key': newKey() } })

async function paid(rentalId: string, body: Record<string, unknown>) {
  const started = await pay('buyer', rentalId, body)
  expect(started.statusCode, started.body).toBe(201)
  const { payment, checkout } = started.json<{ payment: { id: string; amountPaise: number }; checkout: { orderId: string } }>()
  await payAtTestGateway(kit, checkout.orderId)
  await webhooksDelivered(kit)
  return payment
}

const moneyOf = async (caller: Caller, rentalId: string) => (await requestAs(kit, caller, { url: `/api/rentals/${rentalId}` })).json<{ rental: { money: Money; depositDeductions: { amountPaise: number; reason: string } } }>().rental

describe('a rental’s deposit and rent', () => {
  it('holds the deposit, takes each month’s rent once, and returns the deposit less the stated deductions', async () => {
    const listing = await rentListing(kit)
    const rental = await rentalIn(kit, listing.id, 'active')
    expect(rental.securityDepositPaise).toBe(5_000_000) // two months of ₹25,000

    const landlord = await pay('seller', rental.id, { purpose: 'deposit' })
    expect(landlord.statusCode).toBe(403)
    expect(landlord.json()).toMatchObject({ message: paymentMessages.onlyTenantPays })
    expect((await pay('otherSeller', rental.id, { purpose: 'deposit' })).statusCode).toBe(404)

    const deposit = await paid(rental.id, { purpose: 'deposit' })
    expect(deposit.amountPaise).toBe(5_000_000)
    expect(await balance(kit, ledgerAccounts.deposit(rental.id))).toBe(5_000_000)
    expect((await pay('buyer', rental.id, { purpose: 'deposit' })).json()).toMatchObject({ message: paymentMessages.depositAlreadyPaid })

    const first = (await moneyOf('buyer', rental.id)).money.rent[0]!
    const rent = await paid(rental.id, { purpose: 'rent' })
    expect(rent.amountPaise).toBe(2_500_000)
    expect(await balance(kit, ledgerAccounts.payee(demoUsers.seller.id))).toBe(2_500_000)
    const again = await pay('buyer', rental.id, { purpose: 'rent', period: first.period })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: paymentMessages.rentAlreadyPaid(first.period) })
    const later = addMonths(`${first.period}-01`, 6).slice(0, 7)
    expect((await pay('buyer', rental.id, { purpose: 'rent', period: later })).json()).toMatchObject({ message: paymentMessages.rentNotYetDue(later) })
    expect((await pay('buyer', rental.id, { purpose: 'rent', period: '1999-01' })).json()).toMatchObject({ message: paymentMessages.periodOutsideTenancy })
    expect((await pay('buyer', rental.id, { purpose: 'rent', period: '2026-13' })).statusCode).toBe(400)

    const seen = await moneyOf('seller', rental.id)
    expect(seen.money.deposit).toMatchObject({ duePaise: 5_000_000, heldPaise: 5_000_000, payment: { status: 'succeeded' } })
    expect(seen.money.rent[0]).toMatchObject({ period: first.period, state: 'paid', paymentId: rent.id })

    // Only the landlord side states deductions, always with what they are for.
    const byTenant = await actOnRental(kit, 'buyer', rental.id, 'terminate', { reason: 'Moving', depositDeductionsPaise: 100, depositDeductionsReason: 'Cleaning' })
    expect(byTenant.statusCode).toBe(403)
    expect(byTenant.json()).toMatchObject({ message: rentalMessages.deductionsByLandlord })
    expect((await actOnRental(kit, 'seller', rental.id, 'end', { reason: 'Lease over', depositDeductionsPaise: 100 })).statusCode).toBe(400)
    expect((await actOnRental(kit, 'seller', rental.id, 'end', { reason: 'Lease over', depositDeductionsPaise: 6_000_000, depositDeductionsReason: 'Too much' })).statusCode).toBe(422)
    const ended = await actOnRental(kit, 'seller', rental.id, 'end', { reason: 'Lease over', depositDeductionsPaise: 800_000, depositDeductionsReason: 'Broken geyser replaced' })
    expect(ended.statusCode, ended.body).toBe(200)
    await kit.app.jobs.jobs.find((job) => job.name === 'payments-reconcile')!.run({ now: new Date(), signal: new AbortController().signal, log: kit.app.log })
    expect(await balance(kit, ledgerAccounts.deposit(rental.id))).toBe(0)
    expect(await balance(kit, ledgerAccounts.refunds(demoUsers.buyer.id))).toBe(4_200_000)
    expect(await balance(kit, ledgerAccounts.payee(demoUsers.seller.id))).toBe(2_500_000 + 800_000)
    const closed = await moneyOf('buyer', rental.id)
    expect(closed.depositDeductions).toEqual({ amountPaise: 800_000, reason: 'Broken geyser replaced' })
    expect(closed.money.deposit).toMatchObject({ heldPaise: 0, deductionsPaise: 800_000 })
    expect(await kit.database.query(`SELECT amount_paise::float8 AS amount, status FROM payment_refunds`)).toEqual([{ amount: 4_200_000, status: 'processed' }])
  })

  it('shows unpaid months whose due day has passed as overdue to both sides', async () => {
    const listing = await rentListing(kit)
    const rental = await rentalIn(kit, listing.id, 'active')
    const start = addMonths(today(), -3)
    await kit.database.query(`UPDATE rentals SET start_date = $2::date, end_date = $3::date WHERE id = $1::uuid`, [rental.id, start, addMonths(start, 11)])
    for (const caller of ['buyer', 'seller'] as const) {
      const { money } = await moneyOf(caller, rental.id)
      expect(money.overdueMonths).toBeGreaterThanOrEqual(3)
      expect(money.rent.slice(0, 3).map((month) => month.state)).toEqual(['overdue', 'overdue', 'overdue'])
    }
    // The earliest unpaid month is paid first.
    const payment = await paid(rental.id, { purpose: 'rent' })
    const { money } = await moneyOf('buyer', rental.id)
    expect(money.rent[0]).toMatchObject({ state: 'paid', paymentId: payment.id })
  })
})
