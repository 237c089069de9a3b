// What backs each claim of the trust banner and the footer (SPEC §1) today, and how anyone can
// check it. The words of the banner and footer are SPEC's; these pages keep them honest: each
// says what the product does now, and nothing it does not do yet.
import { listingCheckLabels, NOTHING_CHECKED_YET } from '@vishwas/domain'
import { env } from '../../config/env'
import type { TrustClaimSlug } from '../../config/paths'

export interface TrustClaim {
  slug: TrustClaimSlug
  /** The page's heading. */
  title: string
  /** The claim's words as every page shows them, and where. */
  shownAs: readonly { text: string; where: 'the banner' | 'the footer' }[]
  /** A line for the list of claims. */
  summary: string
  /** What backs the claim today. */
  today: readonly string[]
  /** How it is checked, and how a visitor can check it. */
  howChecked: readonly string[]
}

const brand = env.brandName

export const trustClaims: readonly TrustClaim[] = [
  {
    slug: 'escrow',
    title: 'Escrow',
    shownAs: [{ text: 'Secure escrow with regulator-approved trustees', where: 'the banner' }, { text: 'Bank Escrow', where: 'the footer' }],
    summary: 'A deal’s token is held in escrow by the payment gateway until the deal completes; no regulator-approved trustee is involved.',
    today: [
      `When a deal is agreed, the buyer pays its token amount through ${brand}'s payment gateway. ${brand}'s ledger holds it in an escrow account of that deal alone: it is released to the seller only when the required documents are verified and the deal completes, and it goes back to the buyer in full if the deal is cancelled first. A rental's security deposit is held the same way and returned when the tenancy closes, less the deductions the landlord states, which the tenant sees.`,
      'The money itself sits with the payment gateway the operator connects (Razorpay). No bank escrow account and no trustee approved by a regulator hold it, so the banner’s “regulator-approved trustees” is not true today.',
      `A deployment without a gateway account runs a built-in test gateway, marked “Test mode” on every page and receipt: there, no real money moves at all. Pay no one who asks for money in the name of ${brand} outside the deal's own page.`,
    ],
    howChecked: [
      'Every rupee is a double-entry posting in paise: each posting balances, none is ever changed or deleted (the database refuses it), and an escrow account can never go below zero. Each step of a deal, with what was held, released or refunded, is on the deal’s timeline, which both sides see.',
      'Every payment has a receipt with its number, the parties, the property, the amount in words and the gateway’s reference; admins reconcile the ledger with the gateway’s own records.',
    ],
  },
  {
    slug: 'verified-listings',
    title: 'Verified and certified listings',
    shownAs: [{ text: 'Registry-certified verified properties', where: 'the banner' }, { text: 'Certified', where: 'the footer' }, { text: 'Verified', where: 'the footer' }],
    summary: 'No listing is certified by a land registry. Each listing shows what has actually been checked for it.',
    today: [
      `No listing is certified by a land registry, and ${brand} does not check titles with one. Each listing's card and page show what has actually been checked for it, from the data, and "${NOTHING_CHECKED_YET}" when nothing has.`,
      `${listingCheckLabels.ownerKycVerified}: at least one owner who has accepted the listing has passed KYC. KYC proves who the owner is, not that they own the property, so ownership itself still reads "Not verified".`,
      `${listingCheckLabels.boundaryValid}: the boundary the seller drew is a proper plot outline (at least three corners, edges that do not cross, enclosing land). It is not surveyed or matched with land records.`,
      `${listingCheckLabels.reraGiven}: for a residential or commercial project sold under construction or as a new launch, where the law requires a RERA registration, the listing gives a number in the regulator's format. It is not yet confirmed with the state's regulator. Where one is required and missing, the listing says "${listingCheckLabels.reraMissing}".`,
      `Documents verified: an admin marks a document in the listing's vault verified after checking it; the listing counts its verified documents that have not expired. A verified document is one an admin has looked at, not one certified by a registry.`,
    ],
    howChecked: [
      "Every check is worked out from the listing's stored data each time it is shown, by the same rules the server saves listings by; nothing is typed in by hand.",
      "To check a RERA number yourself, search for it on the website of the state's real-estate regulatory authority.",
    ],
  },
  {
    slug: 'commission',
    title: 'Commission',
    shownAs: [{ text: 'Lowest commission on every deal', where: 'the banner' }],
    summary: `Browsing and listing are free; a platform fee on a deal's escrow, if the operator sets one, is shown on the deal before anyone pays.`,
    today: [
      `Browsing and listing a property on ${brand} are free. When a deal completes, the operator's platform fee, if any (none unless set), is taken from the escrow before the rest goes to the seller; the deal's page states it in rupees before the buyer pays the token.`,
      'We have not compared our charges with other portals, so "lowest" is not a measured claim.',
    ],
    howChecked: ['The fee taken is a posting of its own on the deal’s timeline and in the ledger, beside what the seller received.'],
  },
  {
    slug: 'support',
    title: 'Support',
    shownAs: [{ text: '24/7 Support', where: 'the footer' }],
    summary: `Support is by e-mail at ${env.supportEmail}; there is no round-the-clock desk yet.`,
    today: [
      `Support today is by e-mail at ${env.supportEmail}. There is no phone line, no live chat and no round-the-clock desk yet, and no reply time is promised.`,
    ],
    howChecked: ['Write to the address above; the reply comes from the same address.'],
  },
  {
    slug: 'government-registration',
    title: 'Government registration',
    shownAs: [{ text: 'Govt. Registered', where: 'the footer' }],
    summary: 'No registration number is recorded yet, so none is shown.',
    today: [
      `No registration of ${brand} (a company, GST or RERA agent registration) is recorded in the product yet, so this page shows no number, and the badge is not backed by one.`,
    ],
    howChecked: ['When a registration is recorded, this page will give its number and the public register where anyone can look it up.'],
  },
  {
    slug: 'secure-connection',
    title: 'Secure connection',
    shownAs: [{ text: 'SSL Secured', where: 'the footer' }],
    summary: 'Sign-in cookies travel only over HTTPS; the certificate comes from where the site is hosted.',
    today: [
      'Sign-in cookies are marked Secure and SameSite=Strict, so browsers send them only over an encrypted (HTTPS) connection and only to this site.',
      'The server tells browsers to use HTTPS for this site from then on (Strict-Transport-Security), and sets a content security policy that lets pages load scripts only from this site.',
      `The encryption itself (TLS, the "SSL" of the badge) is provided by the web server or load balancer ${brand} runs behind; a copy of ${brand} run on your own computer serves plain HTTP.`,
    ],
    howChecked: ["Select the padlock in your browser's address bar: it shows whether the connection is encrypted, the certificate and who issued it."],
  },
]

export function trustClaimBySlug(slug: string | undefined): TrustClaim | undefined {
  return trustClaims.find((claim) => claim.slug === slug)
}
