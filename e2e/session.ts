// Signing a demo user in through the sign-in page, as the sign-in journey does step by step:
// the development notice fills the number, the code is read from the development outbox.
import type { Page } from 'playwright-core'

export const demoPhones = { admin: '+919800000001', seller: '+919800000002', dealer: '+919800000003', buyer: '+919800000004' } as const
const noticeButtons = { admin: /Admin/, seller: /Seller/, dealer: /Dealer/, buyer: /Buyer/ } as const

export type DemoRole = keyof typeof demoPhones

/** The per-number resend gap of the one-time code, with a few seconds to spare. */
const RESEND_GAP_MS = 65_000

async function lastCodeSentTo(baseURL: string, phoneNumber: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`)
  if (!response.ok) throw new Error(`no code for ${phoneNumber}: ${response.status}`)
  return ((await response.json()) as { code: string }).code
}

/**
 * On the sign-in page with the number filled in: sends the code, types the one the outbox holds
 * and verifies it. A number another journey signed in moments ago gets its next code a minute
 * after the last (the per-number resend gap): the page answers with the wait and enables Send code
 * again when it may, and the journey sends again then, as a person would.
 */
async function sendAndVerifyCode(page: Page, baseURL: string, phoneNumber: string): Promise<void> {
  const send = page.getByRole('button', { name: 'Send code' })
  const code = page.getByLabel('One-time code')
  await send.click()
  if (!(await code.waitFor({ timeout: 10_000 }).then(() => true, () => false))) {
    await send.click({ timeout: RESEND_GAP_MS })
    await code.waitFor()
  }
  await page.getByLabel('One-time code').fill(await lastCodeSentTo(baseURL, phoneNumber))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
}

/** On the open sign-in page: types the Indian mobile number (+91 and 10 digits), then sends and verifies its code; waits for nothing after. */
export async function submitSignIn(page: Page, baseURL: string, phoneNumber: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(phoneNumber.replace(/^\+91/, ''))
  await sendAndVerifyCode(page, baseURL, phoneNumber)
}

/** Signs `role` in on the sign-in page and waits until the page it returns to (`then`) is open. */
export async function signInAs(page: Page, baseURL: string, role: DemoRole, then = '/'): Promise<void> {
  await page.goto(`/login`)
  await page.getByRole('region', { name: 'Development server' }).getByRole('button', { name: noticeButtons[role] }).click()
  await sendAndVerifyCode(page, baseURL, demoPhones[role])
  await page.getByRole('button', { name: /^Profile:/ }).waitFor()
  if (then !== '/') await page.goto(then)
}

/**
 * Signs a user in by typing their Indian mobile number (+91 and 10 digits) on the sign-in page.
 * Journeys that sign in the same number send codes too close together for the per-number
 * throttle, so a journey that needs a seller of its own uses one of the demo listings' owners.
 */
export async function signInWithPhone(page: Page, baseURL: string, phoneNumber: string): Promise<void> {
  await page.goto(`/login`)
  await submitSignIn(page, baseURL, phoneNumber)
  await page.getByRole('button', { name: /^Profile:/ }).waitFor()
}

/** The phone number of the first demo listing owner, a seller no other journey signs in. */
export const demoOwnerPhone = '+919810000001'

/**
 * Demo listing owners (sellers) each kept for one journey, so that journeys running close
 * together never wait on one number's code throttle. The accessibility journey uses 07.
 */
export const journeySellerPhones = { map: '+919810000002', merge: '+919810000003', split: '+919810000004', rent: '+919810000005', vault: '+919810000011', images: '+919810000013', mapTools: '+919810000015', inviter: '+919810000017', invitee: '+919810000019', resume: '+919810000021' } as const

/**
 * The account journeys' numbers (no demo user has them): a dealer applicant, a seller who is
 * suspended, their own admin (ADMIN_PHONES in global-setup.ts) and a first-time lister.
 */
export const accountJourneyPhones = { applicant: '+919810000041', suspended: '+919810000042', admin: '+919810000043', lister: '+919810000044' } as const

/** An admin of the document vault's journey's own (ADMIN_PHONES in global-setup.ts: made admin at its first sign-in), so it never waits on the demo admin's code throttle. */
export const vaultAdminPhone = '+919820000012'

/** The number the demo dealer invites to their team in the team journey (no other journey uses it). */
export const teamJourneyPhones = { agent: '+919810000061' } as const

/** The escrow journey's seller (a demo listing owner no other journey signs in), buyer and admin (in ADMIN_PHONES). */
export const escrowJourneyPhones = { seller: '+919810000023', buyer: '+919810000052', admin: '+919820000053' } as const

/**
 * Console noise that is not an error of the page: the sign-in page's outbox probe answers 400
 * without a number, and a code asked for within a number's resend gap answers 429 (the page then
 * waits it out, see sendAndVerifyCode).
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((error) => !/Failed to load resource: the server responded with a status of (400|429)/.test(error))
}
