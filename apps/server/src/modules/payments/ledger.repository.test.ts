// The ledger in the database: a posting is recorded once per key, a holding account cannot be
// taken below zero (even by two postings at once), and the database itself refuses an unbalanced
// posting and any change or deletion of what was posted.
import { capturePosting, ledgerAccounts, ledgerMessages, releasePosting } from '@vishwas/domain'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { demoUsers, usePropertyKit } from '../properties/properties-test-kit'
import { balanceWith, postingsWith, postToLedger } from './ledger.repository'

const kit = usePropertyKit()
const buyer = demoUsers.buyer.id
const seller = demoUsers.seller.id

const capture = (dealId: string, amountPaise: number) => capturePosting({ payerId: buyer, amountPaise, destination: { kind: 'escrow', dealId }, description: 'Token held' })

describe('the ledger', () => {
  it('records a posting once per idempotency key and sums balances from entries', async () => {
    const dealId = randomUUID()
    const first = await kit.database.transaction((query) => postToLedger(query, { idempotencyKey: `capture:${dealId}`, posting: capture(dealId, 50_000), dealId }))
    const again = await kit.database.transaction((query) => postToLedger(query, { idempotencyKey: `capture:${dealId}`, posting: capture(dealId, 50_000), dealId }))
    expect(first.created).toBe(true)
    expect(again).toEqual({ id: first.id, created: false })
    expect(await balanceWith(kit.database.query, ledgerAccounts.escrow(dealId))).toBe(50_000)
    expect(await balanceWith(kit.database.query, ledgerAccounts.gatewayClearing)).toBe(-50_000)
    const [posting] = await postingsWith(kit.database.query, { dealId })
    expect(posting).toMatchObject({ kind: 'capture', dealId, entries: expect.arrayContaining([{ account: ledgerAccounts.escrow(dealId), debitPaise: 0, creditPaise: 50_000 }]) })
  })

  it('never takes an escrow below zero, even with two releases at once', async () => {
    const dealId = randomUUID()
    await kit.database.transaction((query) => postToLedger(query, { idempotencyKey: `capture:${dealId}`, posting: capture(dealId, 50_000), dealId }))
    const release = (key: string) =>
      kit.database.transaction((query) => postToLedger(query, { idempotencyKey: key, posting: releasePosting({ dealId, sellerId: seller, amountPaise: 50_000, feePaise: 0, description: 'Released' }), dealId }))
    const results = await Promise.allSettled([release(`release-a:${dealId}`), release(`release-b:${dealId}`)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason.message).toBe(ledgerMessages.overdrawn(ledgerAccounts.escrow(dealId), 0, 50_000))
    expect(await balanceWith(kit.database.query, ledgerAccounts.escrow(dealId))).toBe(0)
    expect(await balanceWith(kit.database.query, ledgerAccounts.payee(seller))).toBe(50_000)
  })

  it('is append-only and balanced, whatever SQL is sent', async () => {
    const dealId = randomUUID()
    const { id } = await kit.database.transaction((query) => postToLedger(query, { idempotencyKey: `capture:${dealId}`, posting: capture(dealId, 1_000), dealId }))
    await expect(kit.database.query('UPDATE ledger_entries SET credit_paise = 1 WHERE transaction_id = $1', [id])).rejects.toThrow(/append-only/)
    await expect(kit.database.query('DELETE FROM ledger_entries WHERE transaction_id = $1', [id])).rejects.toThrow(/append-only/)
    await expect(kit.database.query('DELETE FROM ledger_transactions WHERE id = $1', [id])).rejects.toThrow(/append-only/)
    await expect(
      kit.database.transaction(async (query) => {
        const [row] = await query<{ id: string }>(`INSERT INTO ledger_transactions (idempotency_key, kind, description) VALUES ('lopsided-1', 'capture', 'x') RETURNING id::text AS id`)
        await query(`INSERT INTO ledger_entries (transaction_id, account, debit_paise) VALUES ($1, 'gateway:clearing', 100)`, [row!.id])
        await query(`INSERT INTO ledger_entries (transaction_id, account, credit_paise) VALUES ($1, 'escrow:x', 99)`, [row!.id])
      }),
    ).rejects.toThrow(/does not balance/)
    expect(await kit.database.query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'lopsided-1'`)).toEqual([])
  })
})
