import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card'
import { env } from '../../../config/env'

/** The page's title card; also the document title. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <title>{`${title} | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <div className="mt-1 text-sm wrap-anywhere text-slate-600">{children}</div> : null}
    </Card>
  )
}
