// Reading payments through the API on both engines: a person's history, the receipt (JSON and
// PDF) to its payer, payee and admins only, and the admin's payment manager (filters, postings,
// escrow balances, the reconciliation report on a clean and a deliberately broken ledger).
import { ledgerAccounts, paymentReadMessages, type HeldBalanceView, type LedgerPostingView, type PaymentView, type ReceiptView, type ReconciliationReport } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { agreedDeal, newKey, payAtTestGateway, startedDealPayment, webhooksDelivered } from './payments-test-kit'

const kit = usePropertyKit()

async function paidToken(tokenAmountPaise = 80_000_000) {
  const { deal, property } = await agreedDeal(kit, { tokenAmountPaise })
  const started = await startedDealPayment(kit, deal.id)
  await payAtTestGateway(kit, started.checkout.orderId)
  await webhooksDelivered(kit)
  const payment = (await requestAs(kit, 'buyer', { url: `/api/payments/${started.payment.id}` })).json<{ payment: PaymentView }>().payment
  expect(payment.status).toBe('succeeded')
  return { deal, property, payment }
}

const listOf = async (caller: Caller, url: string) => {
  const response = await requestAs(kit, caller, { url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ payments: PaymentView[]; pagination: { total: number; page: number; limit: number; pages: number } }>()
}

describe('a person’s payments and receipts', () => {
  it('lists the caller’s payments as payer or payee, newest first, with filters', async () => {
    const { payment } = await paidToken()
    const { deal } = await agreedDeal(kit)
    const pending = (await startedDealPayment(kit, deal.id)).payment
    const buyer = await listOf('buyer', '/api/payments')
    expect(buyer.payments.map((p) => p.id)).toEqual([pending.id, payment.id])
    expect(buyer.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 })
    expect((await listOf('seller', '/api/payments?status=succeeded')).payments.map((p) => p.id)).toEqual([payment.id])
    expect((await listOf('buyer', '/api/payments?status=pending&purpose=token')).payments.map((p) => p.id)).toEqual([pending.id])
    expect((await listOf('buyer', '/api/payments?purpose=rent')).payments).toEqual([])
    expect((await listOf('buyer', '/api/payments?limit=1&page=2')).payments.map((p) => p.id)).toEqual([payment.id])
    // Nobody else's payments: the dealer and the admin made none.
    expect((await listOf('dealer', '/api/payments')).payments).toEqual([])
    expect((await listOf('admin', '/api/payments')).payments).toEqual([])
    expect((await requestAs(kit, null, { url: '/api/payments' })).statusCode).toBe(401)
    expect((await requestAs(kit, 'buyer', { url: '/api/payments?status=paid' })).statusCode).toBe(400)
  })

  it('gives the receipt to the payer, the payee and admins only, once the payment succeeded', async () => {
    const { payment, property } = await paidToken(1_250_000_50)
    for (const caller of ['buyer', 'seller', 'admin'] as const) {
      const response = await requestAs(kit, caller, { url: `/api/payments/${payment.id}/receipt` })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<{ receipt: ReceiptView }>().receipt).toMatchObject({
        receiptNumber: payment.receiptNumber,
        paymentId: payment.id,
        payerName: demoUsers.buyer.fullName,
        payeeName: demoUsers.seller.fullName,
        propertyReference: property.reference,
        purpose: 'token',
        purposeLabel: 'Token amount',
        amountPaise: 1_250_000_50,
        amountInWords: 'Rupees Twelve Lakh Fifty Thousand and Fifty Paise Only',
        method: 'upi',
        reference: payment.providerPaymentId,
        refundedPaise: 0,
        testMode: true,
      })
    }
    const receipt = (await requestAs(kit, 'buyer', { url: `/api/payments/${payment.id}/receipt` })).json<{ receipt: ReceiptView }>().receipt
    expect(receipt.propertyAddress).toContain(property.location.address.city)
    expect(receipt.issuedAt).toBe(payment.settledAt)
    for (const url of [`/api/payments/${payment.id}/receipt`, `/api/payments/${payment.id}/receipt.pdf`]) {
      expect((await requestAs(kit, 'dealer', { url })).statusCode).toBe(404)
      expect((await requestAs(kit, 'otherSeller', { url })).statusCode).toBe(404)
      expect((await requestAs(kit, null, { url })).statusCode).toBe(401)
    }
    // A payment still awaiting the gateway has no receipt yet.
    const { deal } = await agreedDeal(kit)
    const pending = (await startedDealPayment(kit, deal.id, newKey())).payment
    const early = await requestAs(kit, 'buyer', { url: `/api/payments/${pending.id}/receipt` })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ message: paymentReadMessages.noReceiptYet('pending') })
    expect((await requestAs(kit, 'buyer', { url: `/api/payments/${pending.id}/receipt.pdf` })).statusCode).toBe(409)
  })

  it('downloads the receipt as a well-formed PDF that text from people cannot break', async () => {
    const { payment } = await paidToken()
    // Hostile names and titles: PDF string syntax, a backslash, non-Latin and accented text.
    await kit.database.query(`UPDATE users SET full_name = $2 WHERE id = $1`, [demoUsers.buyer.id, 'Evil) Tj ET (x\\ नमस्ते José'])
    await kit.database.query(`UPDATE payments SET property_title = $2 WHERE id = $1`, [payment.id, 'Villa (Sea view) \\endstream ₹ “quoted”'])
    const response = await requestAs(kit, 'buyer', { url: `/api/payments/${payment.id}/receipt.pdf` })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${payment.receiptNumber}.pdf"`)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('private, no-store')
    const pdf = response.rawPayload.toString('latin1')
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    // Every object is where the cross-reference table says, and startxref points at the table.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets.length).toBeGreaterThanOrEqual(6)
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`))
    // The content stream's declared length is its real length.
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!
    expect(Buffer.byteLength(stream[2]!, 'latin1')).toBe(Number(stream[1]))
    // Each text operator is one well-formed literal string: people's text never ends it early.
    const content = stream[2]!
    const strings = [...content.matchAll(/\((?:[^()\\]|\\[\\()])*\) Tj ET/g)]
    expect(strings.length).toBe(content.split('\n').filter((line) => line.startsWith('BT ')).length)
    expect(content).toContain(`(${payment.receiptNumber}) Tj`)
    expect(content).toContain('(Evil\\) Tj ET \\(x\\\\ ???? Jose) Tj')
    expect(content).toContain('Villa \\(Sea view\\) \\\\endstream Rs. "quoted"')
    expect(content).toContain('(TEST MODE - no real money moved) Tj')
    expect(content).toContain('(Rupees Eight Lakh Only) Tj')
    expect(content).toContain('(Rs. 8,00,000.00 \\(INR\\)) Tj')
    // Nothing but printable ASCII and line breaks: no byte of people's text reaches the file raw.
    expect([...pdf].every((c) => c === '\n' || (c >= ' ' && c <= '~'))).toBe(true)
  })
})

describe('the admin’s payment manager', () => {
  it('is for admins only', async () => {
    const { payment } = await paidToken()
    for (const url of ['/api/admin/payments', `/api/admin/payments/${payment.id}/postings`, '/api/admin/escrow', '/api/admin/payments/reconciliation']) {
      for (const caller of ['buyer', 'seller', 'dealer'] as const) expect((await requestAs(kit, caller, { url })).statusCode, `${caller} ${url}`).toBe(403)
      expect((await requestAs(kit, null, { url })).statusCode).toBe(401)
      expect((await requestAs(kit, 'admin', { url })).statusCode, url).toBe(200)
    }
  })

  it('lists every payment with its filters', async () => {
    const { payment, deal, property } = await paidToken()
    const { deal: other } = await agreedDeal(kit)
    const pending = (await startedDealPayment(kit, other.id)).payment
    const ids = async (query: string) => {
      const { payments, pagination } = await listOf('admin', `/api/admin/payments${query}`)
      // The total (from payment_counts, or counted for a deal, a person or a search) is the list's length here.
      expect(pagination.total, query).toBe(payments.length)
      return payments.map((p) => p.id)
    }
    expect(await ids('')).toEqual([pending.id, payment.id])
    expect(await ids('?status=succeeded')).toEqual([payment.id])
    expect(await ids('?method=upi')).toEqual([payment.id])
    expect(await ids('?method=card')).toEqual([])
    expect(await ids('?purpose=token&provider=simulated')).toEqual([pending.id, payment.id])
    expect(await ids('?provider=razorpay')).toEqual([])
    expect(await ids(`?dealId=${deal.id}`)).toEqual([payment.id])
    expect(await ids(`?payerId=${demoUsers.buyer.id}&payeeId=${demoUsers.seller.id}`)).toEqual([pending.id, payment.id])
    expect(await ids(`?payeeId=${demoUsers.buyer.id}`)).toEqual([])
    expect(await ids(`?q=${payment.receiptNumber!.toLowerCase()}`)).toEqual([payment.id])
    expect(await ids(`?q=${payment.receiptNumber!.slice(0, 8)}`)).toEqual([payment.id])
    expect(await ids(`?q=${property.reference}`)).toEqual([payment.id])
    expect(await ids('?q=%25')).toEqual([])
    // Days are India's: a payment made at 00:30 IST on the 5th is the 5th's, though it is the 4th in UTC.
    await kit.database.query(`UPDATE payments SET created_at = '2026-03-04T19:00:00Z' WHERE id = $1`, [payment.id])
    expect(await ids('?from=2026-03-05&to=2026-03-05')).toEqual([payment.id])
    expect(await ids('?to=2026-03-04')).toEqual([])
    expect(await ids('?from=2026-03-06')).toEqual([pending.id])
    const backwards = await requestAs(kit, 'admin', { url: '/api/admin/payments?from=2026-03-06&to=2026-03-05' })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json()).toMatchObject({ message: paymentReadMessages.badDateRange })
    for (const bad of ['?from=05-03-2026', '?to=2026-02-31', '?dealId=nope', '?status=paid', '?limit=101']) expect((await requestAs(kit, 'admin', { url: `/api/admin/payments${bad}` })).statusCode, bad).toBe(400)
  })

  it('shows a payment’s postings and the money held in escrow', async () => {
    const { payment, deal, property } = await paidToken(5_000_000)
    const response = await requestAs(kit, 'admin', { url: `/api/admin/payments/${payment.id}/postings` })
    expect(response.statusCode, response.body).toBe(200)
    const { postings } = response.json<{ postings: LedgerPostingView[] }>()
    expect(postings).toHaveLength(1)
    expect(postings[0]).toMatchObject({ kind: 'capture', paymentId: payment.id, dealId: deal.id })
    expect(postings[0]!.entries).toContainEqual({ account: ledgerAccounts.escrow(deal.id), debitPaise: 0, creditPaise: 5_000_000 })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/payments/00000000-0000-4000-8000-000000000099/postings' })).statusCode).toBe(404)

    const escrow = await requestAs(kit, 'admin', { url: '/api/admin/escrow' })
    expect(escrow.statusCode, escrow.body).toBe(200)
    const { balances } = escrow.json<{ balances: HeldBalanceView[] }>()
    expect(balances).toEqual([
      expect.objectContaining({
        kind: 'escrow',
        dealId: deal.id,
        rentalId: null,
        propertyReference: property.reference,
        payerName: demoUsers.buyer.fullName,
        payeeName: demoUsers.seller.fullName,
        heldPaise: 5_000_000,
      }),
    ])
    // Refunded in full, the escrow holds nothing and leaves the list.
    const refunded = await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/payments/${payment.id}/refunds`, headers: { 'idempotency-key': newKey() }, payload: { reason: 'Buyer withdrew' } })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect((await requestAs(kit, 'admin', { url: '/api/admin/escrow' })).json<{ balances: HeldBalanceView[] }>().balances).toEqual([])
    expect((await requestAs(kit, 'admin', { url: `/api/admin/payments/${payment.id}/postings` })).json<{ postings: LedgerPostingView[] }>().postings.map((p) => p.kind)).toEqual(['capture', 'refund'])
  })

  it('reports that the ledger and the gateway agree, then names each difference in a broken state', async () => {
    const { payment } = await paidToken(5_000_000)
    const report = async () => {
      const response = await requestAs(kit, 'admin', { url: '/api/admin/payments/reconciliation' })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ report: ReconciliationReport }>().report
    }
    const clean = await report()
    expect(clean).toMatchObject({ agrees: true, summary: paymentReadMessages.ledgerAgrees, issues: [] })
    expect(clean.totals).toMatchObject({ clearingPaise: 5_000_000, capturedPaise: 5_000_000, differencePaise: 0, expectedAtGatewayPaise: 5_000_000 })

    // A payment marked paid by hand with no capture posting (the ledger refuses changes, not this).
    const [forged] = await kit.database.query<{ id: string }>(
      `INSERT INTO payments (property_id, property_reference, property_title, payer_id, payee_id, amount_paise, purpose, provider, status, idempotency_key, receipt_number)
       SELECT property_id, property_reference, property_title, payer_id, payee_id, 70000, 'token', provider, 'succeeded', 'forged-key-1', 'VR-2026-999999' FROM payments WHERE id = $1 RETURNING id::text AS id`,
      [payment.id],
    )
    // A payment left pending at the gateway for twenty minutes (its order made, nobody paid).
    const { deal } = await agreedDeal(kit)
    const stale = (await startedDealPayment(kit, deal.id)).payment
    await kit.database.query(`UPDATE payments SET created_at = now() - interval '20 minutes' WHERE id = $1`, [stale.id])
    const broken = await report()
    expect(broken.agrees).toBe(false)
    expect(broken.summary).toBe('3 differences between the ledger, the payments and the gateway')
    expect(broken.issues).toEqual([
      expect.objectContaining({ kind: 'succeeded-without-capture', paymentId: forged!.id, receiptNumber: 'VR-2026-999999', amountPaise: 70_000, explanation: expect.stringContaining('no capture posting') }),
      expect.objectContaining({ kind: 'pending-at-gateway', paymentId: stale.id, gatewayStatus: 'no payment attempt yet', explanation: expect.stringMatching(/^Awaiting payment for 20 minutes; the gateway says: no payment attempt yet\./) }),
      expect.objectContaining({ kind: 'clearing-mismatch', paymentId: null, amountPaise: 70_000, explanation: expect.stringContaining('₹700.00') }),
    ])
    expect(broken.totals).toMatchObject({ clearingPaise: 5_000_000, capturedPaise: 5_070_000, differencePaise: -70_000 })
    expect(broken.gatewayChecked).toBe(1)
  })
})
