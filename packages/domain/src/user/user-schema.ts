// SPEC §3 user: token data (uid, did, roles) and details. The lookup id is did (users.id);
// uid is the identity id from sign-in; the two always differ.
import { z } from 'zod'
import { doc } from '../schemas/doc'
import { lineText } from '../schemas/fields'

export const accountTypes = ['individual', 'business', 'agent', 'developer'] as const
export type AccountType = (typeof accountTypes)[number]

export const kycStatuses = ['not-started', 'pending', 'verified', 'rejected'] as const
export type KycStatus = (typeof kycStatuses)[number]

export const userSegments = ['buyer', 'seller', 'investor', 'tenant', 'dealer', 'builder'] as const
export type UserSegment = (typeof userSegments)[number]

export const rolesSchema = z
  .object({
    isAdmin: z.boolean().default(false).meta(doc('Admin', 'Administers the platform.')),
    isSeller: z.boolean().default(false).meta(doc('Seller', 'Lists and manages own properties.')),
    isDealer: z.boolean().default(false).meta(doc('Dealer', 'Curates listings (Curator in the menu).')),
  })
  .meta(doc('Roles', 'What the user may do.'))
export type Roles = z.infer<typeof rolesSchema>

export const userSchema = z
  .object({
    uid: z.string().min(1).max(128).meta(doc('Identity id', 'The id from phone sign-in; differs from did.')),
    did: z.string().min(1).max(128).meta(doc('User id', 'The lookup id of the user record (users.id, a UUID).')),
    roles: rolesSchema.prefault({}),
    fullName: lineText(200, 'Full name').default('').meta(doc('Full name', "The user's name as shown in the profile menu.")),
    email: z.union([z.email(), z.literal('')]).default('').meta(doc('E-mail', 'Contact e-mail address, shown when there is no name.')),
    phoneNumber: z.string().regex(/^\+\d{6,15}$/).meta(doc('Phone number', 'Sign-in phone number: digits with a leading plus.')),
    accountType: z.enum(accountTypes).default('individual').meta(doc('Account type', 'Individual, business, agent or developer.')),
    kycStatus: z.enum(kycStatuses).default('not-started').meta(doc('KYC status', 'Know-your-customer verification: not-started, pending, verified or rejected.')),
    createdAt: z.iso.datetime({ offset: true }).optional().meta(doc('Created at', 'When the account was created.')),
    segment: z.enum(userSegments).optional().meta(doc('Segment', 'What the user mostly does on the platform.')),
    country: lineText(80, 'Country').default('India').meta(doc('Country', 'Country of residence.')),
    state: lineText(120, 'State').default('').meta(doc('State', 'State or union territory.')),
    city: lineText(120, 'City').default('').meta(doc('City', 'City of residence.')),
  })
  .meta(doc('User', 'A person with an account: buyer, seller, dealer or admin.'))
export type User = z.output<typeof userSchema>

/** The default user template a fetched record is merged over (SPEC §3). */
export const DEFAULT_USER: Readonly<Omit<User, 'uid' | 'did' | 'phoneNumber'>> & { uid: string; did: string; phoneNumber: string } = {
  uid: '',
  did: '',
  phoneNumber: '',
  roles: { isAdmin: false, isSeller: false, isDealer: false },
  fullName: '',
  email: '',
  accountType: 'individual',
  kycStatus: 'not-started',
  country: 'India',
  state: '',
  city: '',
}

/** A fetched user record merged over the default template; roles merge field by field. */
export function mergeUserRecord(record: Partial<User> | null | undefined): User {
  const source = record ?? {}
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as Partial<User>
  return { ...DEFAULT_USER, ...defined, roles: { ...DEFAULT_USER.roles, ...(source.roles ?? {}) } }
}

/** SPEC §1 role label: Admin, else Seller, else Dealer, else User. */
export function roleLabel(roles: Partial<Roles> | null | undefined): 'Admin' | 'Seller' | 'Dealer' | 'User' {
  if (roles?.isAdmin) return 'Admin'
  if (roles?.isSeller) return 'Seller'
  if (roles?.isDealer) return 'Dealer'
  return 'User'
}

/** SPEC §1 dropdown name: the full name, else the e-mail. */
export function displayName(user: Pick<User, 'fullName' | 'email'> | null | undefined): string {
  return user?.fullName?.trim() || user?.email || ''
}
