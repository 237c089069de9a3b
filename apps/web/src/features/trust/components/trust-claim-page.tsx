import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { env } from '../../../config/env'
import { paths } from '../../../config/paths'
import type { TrustClaim } from '../trust-claims'

const linkClass = 'rounded font-semibold text-teal-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-amber-500'

/** A headed section of one claim's page: its lines as a bulleted list. */
function LinesSection({ id, heading, lines }: { id: string; heading: string; lines: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}

/** One claim of the banner or footer: where it is shown, what backs it today, how it is checked. */
export function TrustClaimPage({ claim }: { claim: TrustClaim }) {
  return (
    <article aria-labelledby="trust-claim-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <title>{`${claim.title}: what backs it today | ${env.brandName}`}</title>
      <Link to={paths.trust} className="w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-amber-500">
        ← All our claims
      </Link>
      <Card className="flex flex-col gap-5 p-5 sm:p-7">
        <header>
          <h1 id="trust-claim-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {claim.title}
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            Shown as:{' '}
            {claim.shownAs.map(({ text, where }, index) => (
              <span key={text}>
                {index > 0 ? '; ' : ''}
                <q>{text}</q> ({where})
              </span>
            ))}
          </p>
        </header>
        <LinesSection id="trust-today" heading="What backs it today" lines={claim.today} />
        <LinesSection id="trust-checked" heading="How it is checked" lines={claim.howChecked} />
        <p className="text-sm text-slate-600">
          Something here out of date? Write to{' '}
          <a href={`mailto:${env.supportEmail}`} className={linkClass}>
            {env.supportEmail}
          </a>
          .
        </p>
      </Card>
    </article>
  )
}
