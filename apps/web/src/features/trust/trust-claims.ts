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
    summary: 'No money moves through escrow yet: payments are not live.',
    today: [
      `No money moves through ${brand} today. Payments are not live, so there is no escrow account, and no bank or trustee holds money for any deal made here.`,
      `Pay no one who asks for money in the name of ${brand} escrow: ${brand} does not ask for it.`,
    ],
    howChecked: [
      'When payments arrive, this page will name the bank or trustee that holds the money, the regulator that approves it, and when the money is released.',
      `Until then there is nothing to check: no payment page exists on ${brand}.`,
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
      `Documents verified: ${brand} does not yet store documents or verify them, so no listing has a verified document.`,
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
    summary: `${brand} charges no commission today: no deal is paid through it yet.`,
    today: [
      `${brand} charges nothing today: browsing and listing a property are free, and no deal is closed or paid through ${brand}.`,
      'We have not compared our charges with other portals, so "lowest" is not a measured claim.',
    ],
    howChecked: ['When a charge is introduced, this page will state it in rupees or per cent before anyone pays it.'],
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
