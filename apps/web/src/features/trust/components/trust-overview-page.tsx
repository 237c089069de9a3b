import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { env } from '../../../config/env'
import { trustClaimHref } from '../../../config/paths'
import { trustClaims } from '../trust-claims'

/** Every claim of the banner and footer, each with what backs it today and a link to its page. */
export function TrustOverviewPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <title>{`What backs our claims | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-7">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">What backs our claims</h1>
        <p className="mt-2 text-slate-700">
          The banner and the footer of every page make these claims. Here is what backs each one today, and how it is checked.
        </p>
        <ul className="mt-5 flex flex-col divide-y divide-slate-200">
          {trustClaims.map((claim) => (
            <li key={claim.slug} className="py-3">
              <h2 className="text-base font-bold">
                <Link to={trustClaimHref(claim.slug)} className="rounded text-teal-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-amber-500">
                  {claim.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{claim.summary}</p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
