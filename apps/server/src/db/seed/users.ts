// The demo users (ARCHITECTURE §7): an admin, a seller, a dealer and a buyer with known phone
// numbers, plus other owners for the listings the demo seller does not own. Ids are fixed so
// tests, the sign-in page's dev notice and the listings can refer to them.
import type { AccountType, KycStatus, UserSegment } from '@vishwas/domain'
import { createRandom, seedFor } from './random'

export type SeedUser = {
  id: string
  uid: string
  phoneNumber: string
  fullName: string
  email: string
  isAdmin: boolean
  isSeller: boolean
  isDealer: boolean
  accountType: AccountType
  kycStatus: KycStatus
  segment: UserSegment
  state: string
  city: string
  /** When they joined ("member since"): before any of their listings (those start 400 days before 2026-06-30). */
  createdAt: string
}

const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const demoUsers = {
  admin: {
    id: demoId(1), uid: 'demo-uid-admin', phoneNumber: '+919800000001', fullName: 'Aarav Sharma', email: 'admin@vishwas.example',
    isAdmin: true, isSeller: false, isDealer: false, accountType: 'business', kycStatus: 'verified', segment: 'investor', state: 'Punjab', city: 'Mohali',
    createdAt: '2024-08-12T05:30:00.000Z',
  },
  seller: {
    id: demoId(2), uid: 'demo-uid-seller', phoneNumber: '+919800000002', fullName: 'Priya Verma', email: 'seller@vishwas.example',
    isAdmin: false, isSeller: true, isDealer: false, accountType: 'individual', kycStatus: 'verified', segment: 'seller', state: 'Punjab', city: 'Mohali',
    createdAt: '2024-11-04T06:15:00.000Z',
  },
  dealer: {
    id: demoId(3), uid: 'demo-uid-dealer', phoneNumber: '+919800000003', fullName: 'Harpreet Gill', email: 'dealer@vishwas.example',
    isAdmin: false, isSeller: false, isDealer: true, accountType: 'agent', kycStatus: 'verified', segment: 'dealer', state: 'Chandigarh', city: 'Chandigarh',
    createdAt: '2025-01-20T09:45:00.000Z',
  },
  buyer: {
    id: demoId(4), uid: 'demo-uid-buyer', phoneNumber: '+919800000004', fullName: 'Ananya Iyer', email: 'buyer@vishwas.example',
    isAdmin: false, isSeller: false, isDealer: false, accountType: 'individual', kycStatus: 'pending', segment: 'buyer', state: 'Karnataka', city: 'Bengaluru',
    createdAt: '2025-04-14T12:00:00.000Z',
  },
} as const satisfies Record<string, SeedUser>

const firstNames = ['Rahul', 'Neha', 'Vikram', 'Simran', 'Arjun', 'Kavya', 'Manpreet', 'Sneha', 'Rajesh', 'Pooja', 'Gurpreet', 'Aditya', 'Meera', 'Suresh', 'Divya', 'Karan', 'Lakshmi', 'Imran', 'Farah', 'Joseph']
const lastNames = ['Singh', 'Kaur', 'Patel', 'Reddy', 'Nair', 'Mehta', 'Gupta', 'Banerjee', 'Khan', 'Iyer', 'Sandhu', 'Joshi', 'Rao', 'Chatterjee', 'Dsouza', 'Malhotra']
const homes: readonly (readonly [string, string])[] = [
  ['Punjab', 'Mohali'], ['Punjab', 'Ludhiana'], ['Delhi', 'Delhi'], ['Maharashtra', 'Mumbai'], ['Maharashtra', 'Pune'],
  ['Karnataka', 'Bengaluru'], ['Telangana', 'Hyderabad'], ['Tamil Nadu', 'Chennai'], ['West Bengal', 'Kolkata'], ['Gujarat', 'Ahmedabad'],
]

export const OTHER_OWNER_COUNT = 40

/** The other owners joined one every five days from 2024-09-02, all before the first listing (2025-05). */
const OTHER_OWNERS_FROM = Date.parse('2024-09-02T07:00:00.000Z')
const FIVE_DAYS_MS = 5 * 86_400_000

/** Owner users other than the demo seller: deterministic names and +91 98100 000NN numbers. */
export const otherOwners: readonly SeedUser[] = Array.from({ length: OTHER_OWNER_COUNT }, (_, i) => {
  const random = createRandom(seedFor(i, 0x0ae5))
  const first = random.pick(firstNames)
  const last = random.pick(lastNames)
  const [state, city] = random.pick(homes)
  return {
    id: demoId(101 + i),
    uid: `demo-uid-owner-${i + 1}`,
    phoneNumber: `+9198100${String(i + 1).padStart(5, '0')}`,
    fullName: `${first} ${last}`,
    email: `${first}.${last}.${i + 1}@mail.example`.toLowerCase(),
    isAdmin: false,
    isSeller: true,
    isDealer: false,
    accountType: 'individual',
    kycStatus: random.pick(['verified', 'pending', 'not-started'] as const),
    segment: 'seller',
    state,
    city,
    createdAt: new Date(OTHER_OWNERS_FROM + i * FIVE_DAYS_MS).toISOString(),
  }
})

export const allSeedUsers: readonly SeedUser[] = [...Object.values(demoUsers), ...otherOwners]
