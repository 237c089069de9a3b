import { Button } from '../../../components/ui/button'
import { useSetPropertyFeatured } from '../api/set-property-featured'

/** Features an active listing on the home page, or stops featuring it; a refusal is said beside it. */
export function FeatureButton({ propertyId, title, isFeatured, isActive }: { propertyId: string; title: string; isFeatured: boolean; isActive: boolean }) {
  const feature = useSetPropertyFeatured()
  if (!isFeatured && !isActive) return null
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={feature.isPending}
        aria-pressed={isFeatured}
        aria-label={isFeatured ? `Stop featuring ${title}` : `Feature ${title} on the home page`}
        onClick={() => feature.mutate({ propertyId, featured: !isFeatured })}
      >
        {isFeatured ? 'Unfeature' : 'Feature'}
      </Button>
      {feature.error ? (
        <span role="alert" className="text-xs text-red-800">
          {feature.error.message}
        </span>
      ) : null}
    </span>
  )
}
