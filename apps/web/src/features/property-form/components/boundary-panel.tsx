// The boundary part of the location section. The map (its own chunk) is an enhancement: the
// stencil button, the list of vertices, the area and centre, and "Clear boundary" work without it.
import { lazy, Suspense, useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import {
  AREA_DECIMALS,
  convertArea,
  DEFAULT_AREA_UNIT,
  DEFAULT_STENCIL_SQM,
  formatArea,
  isAreaUnit,
  propertyLimitMessages,
  stencilPolygon,
  type LatLng,
  type PropertyInput,
} from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { useBoundary } from '../hooks/use-boundary'
import { boundaryFacts, formatLatLng } from '../lib/boundary'
import { INDIA_CENTER, INDIA_ZOOM, PLOT_ZOOM } from '../lib/map-view'
import { MapErrorBoundary } from './map-error-boundary'

const BoundaryMap = lazy(() => import('./boundary-map'))

export const STENCIL_BUTTON_LABEL = `Drop ${DEFAULT_STENCIL_SQM} m² plot`

/** What the seller can do about each limit a drawing breaks. */
const zoomInHint = 'Zoom in until you can see the streets, then draw the plot again.'
const boundaryHints: Partial<Record<string, string>> = {
  [propertyLimitMessages.boundaryTooWide]: zoomInHint,
  [propertyLimitMessages.areaTooLarge]: zoomInHint,
  [propertyLimitMessages.boundaryNotSimple]: 'Drag the corners so that no two sides cross.',
  [propertyLimitMessages.boundaryTooManyPoints]: 'Draw the outline with fewer corners.',
}

export function BoundaryPanel() {
  const { control, getValues, setValue } = useFormContext<PropertyInput>()
  const { facts, setBoundary, clearBoundary, lookup } = useBoundary()
  // Where the map opens: the stored boundary's centre, else the middle of India.
  const [initialView] = useState(() => {
    const centre = boundaryFacts(getValues('location.geofence.vertices')).centroid
    return centre ? { center: centre, zoom: PLOT_ZOOM } : { center: INDIA_CENTER, zoom: INDIA_ZOOM }
  })
  const [mapCenter, setMapCenter] = useState<LatLng>(initialView.center)

  const dropStencil = () => setBoundary(stencilPolygon(mapCenter, DEFAULT_STENCIL_SQM))

  const unit = useWatch({ control, name: 'specifications.area.unit' })
  const areaUnit = isAreaUnit(unit) ? unit : DEFAULT_AREA_UNIT
  const fillTotalArea = (sqm: number) => {
    const factor = 10 ** AREA_DECIMALS
    const total = Math.round(convertArea(sqm, 'sqm', areaUnit) * factor) / factor
    setValue('specifications.area.total', total, { shouldDirty: true, shouldValidate: true })
    setValue('specifications.area.unit', areaUnit, { shouldDirty: true })
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Draw the plot's boundary on the map with the polygon tool, or drop a {DEFAULT_STENCIL_SQM} m² plot at the map's centre and drag its corners into
        place.
      </p>
      {/* Leaflet's panes and controls carry z-indexes up to 1000; their own stacking context keeps
          them under the sticky header and its menu. */}
      <div data-testid="boundary-map-layer" className="relative isolate z-0">
        <MapErrorBoundary
          fallback={
            <Notice tone="warning">The map could not be shown. You can still drop the {DEFAULT_STENCIL_SQM} m² plot and check its corners below.</Notice>
          }
        >
          <Suspense fallback={<LoadingDots className="h-[60vh] lg:h-[28rem]" message="Loading the map..." />}>
            <BoundaryMap vertices={facts.vertices} center={initialView.center} zoom={initialView.zoom} onBoundaryChange={setBoundary} onCenterChange={setMapCenter} />
          </Suspense>
        </MapErrorBoundary>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={dropStencil}>
          {STENCIL_BUTTON_LABEL}
        </Button>
        <Button variant="ghost" onClick={clearBoundary} disabled={facts.vertices.length === 0}>
          Clear boundary
        </Button>
      </div>
      {facts.areaSqm !== undefined && facts.areaSqft !== undefined ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">Area</dt>
          <dd className="text-slate-900">
            {formatArea(facts.areaSqm, 'sqm')} ({formatArea(facts.areaSqft, 'sqft')})
          </dd>
          {facts.centroid ? (
            <>
              <dt className="font-medium text-slate-700">Centre</dt>
              <dd className="text-slate-900">{formatLatLng(facts.centroid)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {facts.problem ? (
        <p role="alert" className="grid gap-0.5 text-sm text-rose-700">
          <span className="font-semibold">{facts.problem}</span>
          <span>{boundaryHints[facts.problem]}</span>
        </p>
      ) : null}
      {facts.areaSqm !== undefined && !facts.problem ? (
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => fillTotalArea(facts.areaSqm ?? 0)}>
          Use {formatArea(convertArea(facts.areaSqm, 'sqm', areaUnit), areaUnit)} as the total area
        </Button>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {lookup.status === 'looking' ? <p className="text-slate-600">Looking up the place...</p> : null}
        {lookup.status === 'done' ? <p className="text-teal-900">{lookup.message}</p> : null}
        {lookup.status === 'failed' ? <p className="text-rose-700">{lookup.message}</p> : null}
      </div>
      <VertexList vertices={facts.vertices} />
    </div>
  )
}

function VertexList({ vertices }: { vertices: LatLng[] }) {
  const headingId = useId()
  if (vertices.length === 0) return <p className="text-sm text-slate-600">No boundary yet.</p>
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        Boundary corners ({vertices.length})
      </h3>
      {vertices.length < 3 ? <p className="text-sm text-rose-700">A boundary needs at least 3 corners.</p> : null}
      <ol aria-labelledby={headingId} className="mt-1 grid list-decimal gap-0.5 pl-6 text-sm text-slate-800 tabular-nums">
        {vertices.map((vertex, index) => (
          <li key={`${index}-${vertex.latitude}-${vertex.longitude}`}>{formatLatLng(vertex)}</li>
        ))}
      </ol>
    </div>
  )
}
