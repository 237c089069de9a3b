import { Link } from 'react-router'
import { messages } from '@vishwas/domain'
import { buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'

export function PropertyNotFound({ idOrReference }: { idOrReference: string }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <title>{messages.propertyNotFound}</title>
      <h1 className="text-2xl font-bold text-slate-900">{messages.propertyNotFound}</h1>
      <p className="mt-2 text-slate-600">
        No listing has the id or reference <span className="font-mono text-sm break-words">{idOrReference}</span>. It may have been sold or taken down.
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Browse all listings
      </Link>
    </Card>
  )
}
