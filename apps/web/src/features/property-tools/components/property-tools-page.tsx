import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { UNTITLED_PROPERTY, exhaustiveSwitchError, isPublicPropertyStatus, type Property } from '@vishwas/domain'
import { Card } from '../../../components/ui/card'
import { env } from '../../../config/env'
import { propertyHref, sellerPropertyHref, sellerPropertySplitHref } from '../../../config/paths'
import { useProperty } from '../../../lib/property-api'
import { toolSectionFor, toolSections, type ToolSection, type ToolSectionId } from '../tool-sections'
import { PropertyToolGate } from '../../../components/ui/property-tool-gate'
import { QuickEditSection } from './quick-edit-section'
import { StatusBadge } from './status-badge'

interface PropertyToolsPageProps {
  /** UUID or PROP- reference, from the path. */
  propertyId: string
  /** Which of the three tools paths this is: the seller's offers the way back to the seller view. */
  area: 'public' | 'seller' | 'admin'
  /** The sections other features draw (visits, inquiries), composed by the route. */
  sections?: Partial<Record<ToolSectionId, (property: Property) => ReactNode>>
}

const backLink =
  'w-fit rounded-lg bg-white/90 px-3 py-1.5 text-sm font-semibold text-teal-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-amber-500'

/** Property tools (SPEC §2): one property's management sections, the open one named by `?section=`. */
export function PropertyToolsPage({ propertyId, area, sections }: PropertyToolsPageProps) {
  const { data: property, error, isPending, refetch } = useProperty(propertyId)
  const [searchParams] = useSearchParams()
  const section = toolSectionFor(searchParams.get('section'))

  return (
    <div className="flex flex-col gap-5">
      {area === 'seller' ? (
        <Link to={sellerPropertyHref(propertyId)} className={backLink}>
          ← Back to the property
        </Link>
      ) : property && isPublicPropertyStatus(property.basicInfo.status) ? (
        <Link to={propertyHref(propertyId)} className={backLink}>
          ← Property page
        </Link>
      ) : null}
      <PropertyToolGate property={property} error={error} isPending={isPending} onRetry={() => void refetch()}>
        {(loaded) => <ToolsLayout property={loaded} section={section} sections={sections} />}
      </PropertyToolGate>
    </div>
  )
}

function ToolsLayout({ property, section, sections }: { property: Property; section: ToolSection; sections: PropertyToolsPageProps['sections'] }) {
  const title = property.basicInfo.title || UNTITLED_PROPERTY
  return (
    <>
      <title>{`${section.label}: ${title} | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-6">
        <p className="text-sm font-semibold text-teal-800">Property tools</p>
        <h1 className="mt-1 text-2xl wrap-anywhere font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <StatusBadge status={property.basicInfo.status} />
          <span className="font-mono">{property.reference}</span>
          <Link to={sellerPropertySplitHref(property.id)} className="font-semibold text-teal-800 underline">
            Split this plot
          </Link>
        </div>
      </Card>
      <div className="grid items-start gap-5 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Tools sections">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {toolSections.map((item) => (
              <li key={item.id}>
                <Link
                  to={{ search: `?section=${item.id}` }}
                  replace
                  aria-current={item.id === section.id ? 'page' : undefined}
                  className={`block rounded-xl px-4 py-2.5 text-sm focus-visible:outline-3 focus-visible:outline-amber-500 ${
                    item.id === section.id ? 'bg-teal-800 text-white' : 'bg-white/90 text-slate-800 hover:bg-white'
                  }`}
                >
                  <span className="block font-semibold">{item.label}</span>
                  <span className={`block text-xs ${item.id === section.id ? 'text-teal-50' : 'text-slate-600'}`}>{item.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Card className="p-5 sm:p-6">
          <ToolSectionContent property={property} section={section} sections={sections} />
        </Card>
      </div>
    </>
  )
}

function ToolSectionContent({ property, section, sections }: { property: Property; section: ToolSection; sections: PropertyToolsPageProps['sections'] }) {
  const id = section.id
  switch (id) {
    case 'edit-property':
      return <QuickEditSection key={property.id} property={property} />
    case 'visits':
    case 'inquiries':
      return sections?.[id]?.(property) ?? null
    default:
      return exhaustiveSwitchError(id)
  }
}
