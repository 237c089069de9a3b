// The ledger's rules (ARCHITECTURE §5): double-entry in whole paise. Each posting is a list of
// entries, each a debit or a credit of one account, whose debits equal its credits. Accounts are
// named by purpose; the postings of each money movement are built here, once, so the server and
// the tests move money the same way. A balance is the sum of an account's entries: for the
// accounts that hold other people's money (escrow, deposits, payees, refunds) it is credits less
// debits, and a holding account never goes below zero.

export type LedgerEntry = { account: string; debitPaise: number; creditPaise: number }
export type Posting = { kind: PostingKind; description: string; entries: LedgerEntry[] }

export const postingKinds = ['capture', 'release', 'refund', 'deposit-return', 'reversal'] as const
export type PostingKind = (typeof postingKinds)[number]

/** Ledger accounts by purpose. */
export const ledgerAccounts = {
  /** Money the gateway has collected for us and not yet paid out (an asset: debits less credits). */
  gatewayClearing: 'gateway:clearing',
  /** What a payer paid in, passing through on its way to where it is held or owed. */
  payer: (userId: string) => `payer:${userId}`,
  /** A deal's token money, held until the deal completes or is cancelled. */
  escrow: (dealId: string) => `escrow:${dealId}`,
  /** A rental's security deposit, held for the tenancy. */
  deposit: (rentalId: string) => `deposit:${rentalId}`,
  /** What we owe a payee (a seller's release, a landlord's rent). */
  payee: (userId: string) => `payee:${userId}`,
  /** The platform's fees. */
  platformFees: 'platform:fees',
  /** What was refunded to a payer. */
  refunds: (userId: string) => `refunds:${userId}`,
} as const

/** Accounts that hold money for someone: their balance (credits less debits) may never be negative. */
export function isHoldingAccount(account: string): boolean {
  return account.startsWith('escrow:') || account.startsWith('deposit:')
}

const debit = (account: string, paise: number): LedgerEntry => ({ account, debitPaise: paise, creditPaise: 0 })
const credit = (account: string, paise: number): LedgerEntry => ({ account, debitPaise: 0, creditPaise: paise })

export const ledgerMessages = {
  notWholePaise: 'Ledger amounts are whole paise greater than zero',
  unbalanced: 'A posting must have at least two entries whose debits equal its credits',
  oneSide: 'An entry is either a debit or a credit',
  overdrawn: (account: string, balance: number, paise: number) => `Account ${account} holds ${balance} paise and cannot give ${paise}`,
} as const

const isPaise = (n: number) => Number.isSafeInteger(n) && n > 0

/** Why a posting cannot be recorded, or null: whole positive paise, one side per entry, balanced, at least two entries. */
export function postingProblem(entries: readonly LedgerEntry[]): string | null {
  if (entries.length < 2) return ledgerMessages.unbalanced
  let debits = 0
  let credits = 0
  for (const entry of entries) {
    if ((entry.debitPaise > 0) === (entry.creditPaise > 0)) return ledgerMessages.oneSide
    if (!isPaise(entry.debitPaise + entry.creditPaise)) return ledgerMessages.notWholePaise
    debits += entry.debitPaise
    credits += entry.creditPaise
  }
  return debits === credits ? null : ledgerMessages.unbalanced
}

/** An account's balance from its entries: credits less debits (the gateway's clearing reads the other way: negate it). */
export function balanceOf(entries: readonly LedgerEntry[], account: string): number {
  let balance = 0
  for (const entry of entries) if (entry.account === account) balance += entry.creditPaise - entry.debitPaise
  return balance
}

/** Every account's balance (credits less debits). */
export function balancesOf(entries: readonly LedgerEntry[]): Map<string, number> {
  const balances = new Map<string, number>()
  for (const entry of entries) balances.set(entry.account, (balances.get(entry.account) ?? 0) + entry.creditPaise - entry.debitPaise)
  return balances
}

/** The accounts a posting takes money from that must stay at or above zero, with how much it takes. */
export function holdingDebits(entries: readonly LedgerEntry[]): Map<string, number> {
  const taken = new Map<string, number>()
  for (const entry of entries) {
    if (!isHoldingAccount(entry.account)) continue
    taken.set(entry.account, (taken.get(entry.account) ?? 0) + entry.debitPaise - entry.creditPaise)
  }
  return new Map([...taken].filter(([, paise]) => paise > 0))
}

/** Where a captured payment goes: held in a deal's escrow or a rental's deposit, or owed to the payee at once (rent). */
export type Destination = { kind: 'escrow'; dealId: string } | { kind: 'deposit'; rentalId: string } | { kind: 'payee'; userId: string }

export function destinationAccount(destination: Destination): string {
  if (destination.kind === 'escrow') return ledgerAccounts.escrow(destination.dealId)
  if (destination.kind === 'deposit') return ledgerAccounts.deposit(destination.rentalId)
  return ledgerAccounts.payee(destination.userId)
}

/** The gateway collected a payment: in through the payer's clearing account, to where it is held or owed. */
export function capturePosting(input: { payerId: string; amountPaise: number; destination: Destination; description: string }): Posting {
  const payer = ledgerAccounts.payer(input.payerId)
  return {
    kind: 'capture',
    description: input.description,
    entries: [
      debit(ledgerAccounts.gatewayClearing, input.amountPaise),
      credit(payer, input.amountPaise),
      debit(payer, input.amountPaise),
      credit(destinationAccount(input.destination), input.amountPaise),
    ],
  }
}

/** The platform's fee on a release: `feeBasisPoints` of the amount (100 = 1 %), rounded down to whole paise. */
export function platformFee(amountPaise: number, feeBasisPoints: number): number {
  return Math.floor((amountPaise * feeBasisPoints) / 10_000)
}

/** A deal completed: its escrow goes to the seller, less the platform's fee. */
export function releasePosting(input: { dealId: string; sellerId: string; amountPaise: number; feePaise: number; description: string }): Posting {
  const toSeller = input.amountPaise - input.feePaise
  return {
    kind: 'release',
    description: input.description,
    entries: [
      debit(ledgerAccounts.escrow(input.dealId), input.amountPaise),
      ...(toSeller > 0 ? [credit(ledgerAccounts.payee(input.sellerId), toSeller)] : []),
      ...(input.feePaise > 0 ? [credit(ledgerAccounts.platformFees, input.feePaise)] : []),
    ],
  }
}

/** Money given back to the payer: from where it was held (escrow, deposit) or from the payee it was owed to. */
export function refundPosting(input: { payerId: string; amountPaise: number; from: Destination; description: string }): Posting {
  return {
    kind: 'refund',
    description: input.description,
    entries: [debit(destinationAccount(input.from), input.amountPaise), credit(ledgerAccounts.refunds(input.payerId), input.amountPaise)],
  }
}

/** A tenancy closed: the deposit goes back to the tenant, less the deductions the landlord stated, which go to the landlord. */
export function depositReturnPosting(input: { rentalId: string; tenantId: string; landlordId: string; depositPaise: number; deductionsPaise: number; description: string }): Posting {
  const back = input.depositPaise - input.deductionsPaise
  return {
    kind: 'deposit-return',
    description: input.description,
    entries: [
      debit(ledgerAccounts.deposit(input.rentalId), input.depositPaise),
      ...(back > 0 ? [credit(ledgerAccounts.refunds(input.tenantId), back)] : []),
      ...(input.deductionsPaise > 0 ? [credit(ledgerAccounts.payee(input.landlordId), input.deductionsPaise)] : []),
    ],
  }
}

/** The posting that undoes another: every entry on the other side. */
export function reversalPosting(original: { entries: readonly LedgerEntry[] }, description: string): Posting {
  return {
    kind: 'reversal',
    description,
    entries: original.entries.map((entry) => ({ account: entry.account, debitPaise: entry.creditPaise, creditPaise: entry.debitPaise })),
  }
}
