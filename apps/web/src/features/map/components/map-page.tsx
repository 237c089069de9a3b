// /map (issue #22, SPEC §2): a full-height map of the live listings with the home page's filters;
// clusters with counts when zoomed out and plot outlines with their price when zoomed in,
// computed by the server; the list in step with the map (pointing at a card highlights its plot
// and back); searches started on the map: an area drawn, a pin dropped with a radius, and "is
// this spot taken?" with the 1000 m² stencil. The view and the filters live in the address, so
// a map view can be shared. On a phone the list is a bottom sheet over the map.
import type { LatLng } from '@vishwas/domain'
import { lazy, startTransition, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { env } from '../../../config/env'
import { propertyHref } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { useIsHydrated } from '../../../lib/use-is-hydrated'
import { useMapViewport, type Bounds, type MapPlot } from '../api/get-map-viewport'
import { useSearchArea } from '../api/search-area'
import { useSearchRadius } from '../api/search-radius'
import { useValidatePoint } from '../api/validate-point'
import { mapSearch, readMapFilters, readMapView, type MapFilters, type MapView } from '../lib/map-address'
import { DEFAULT_RADIUS, STENCIL_LABEL, radiusLabel, spotSearch, type MapSearch, type MapTool } from '../lib/map-search'
import { MapResults } from './map-results'
import { MapToolbar, type MapFilterFormRenderer } from './map-toolbar'

const ListingMap = lazy(() => import('./listing-map'))

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function MapPage({ filterForm, isSignedIn = false }: { filterForm?: MapFilterFormRenderer; isSignedIn?: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const isHydrated = useIsHydrated()
  const [initialView] = useState(() => readMapView(searchParams))
  const filters = useMemo(() => readMapFilters(searchParams), [searchParams])
  const [bounds, setBounds] = useState<Bounds | null>(null)
  const centre = useRef<LatLng>({ latitude: initialView.latitude, longitude: initialView.longitude })
  const [hover, setHover] = useState<{ id: string | null; onMap: boolean }>({ id: null, onMap: false })
  const [search, setSearch] = useState<MapSearch | null>(null)
  const [tool, setTool] = useState<MapTool>('browse')
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [sheetOpen, setSheetOpen] = useState(false)
  const viewport = useMapViewport(bounds, filters)
  const area = useSearchArea()
  const near = useSearchRadius()
  const point = useValidatePoint()

  const run = (next: MapSearch | null, withFilters: MapFilters) => {
    setSearch(next)
    area.reset()
    near.reset()
    point.reset()
    if (next === null) return
    if (next.kind === 'pin') near.mutate({ pin: next.pin, radius: next.radius, filters: withFilters })
    else area.mutate({ polygon: next.ring, filters: withFilters })
    // The stencil's centre is also asked of SPEC's validate-point, which counts the caller's own unlisted plots.
    if (next.kind === 'spot' && isSignedIn) point.mutate(next.centre)
  }

  const onViewChange = useCallback(
    (next: Bounds, view: MapView) => {
      centre.current = { latitude: view.latitude, longitude: view.longitude }
      // The end of a drag: the page (address, list, next answer) renders as a transition, in
      // slices between frames, not inside the mouse-up that ended the pan.
      startTransition(() => {
        setBounds(next)
        setSearchParams((current) => mapSearch(view, readMapFilters(current)), { replace: true })
      })
    },
    [setSearchParams],
  )
  const setFilters = (next: MapFilters) => {
    setSearchParams((current) => mapSearch(readMapView(current), next))
    if (search) run(search, next)
  }
  const place = (at: LatLng) => {
    const rounded = { latitude: Math.round(at.latitude * 1e6) / 1e6, longitude: Math.round(at.longitude * 1e6) / 1e6 }
    if (tool === 'pin') run({ kind: 'pin', pin: rounded, radius }, filters)
    if (tool === 'spot') run(spotSearch(rounded), filters)
    setTool('browse')
    setSheetOpen(true)
  }
  const chooseRadius = (metres: number) => {
    setRadius(metres)
    if (search?.kind === 'pin') run({ ...search, radius: metres }, filters)
  }
  const onHover = useCallback((id: string | null) => setHover({ id, onMap: true }), [])
  const onArea = useCallback(
    (ring: LatLng[]) => {
      run({ kind: 'area', ring }, filters)
      setSheetOpen(true)
    },
    // `run` reads the mutations, which are stable; the filters are the ones in force when drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters],
  )

  const pending = search?.kind === 'pin' ? near : area
  const searched: (MapPlot & { metres?: number })[] | undefined = search ? (search.kind === 'pin' ? near.data?.plots : area.data?.plots) : undefined
  const listed = search ? (searched ?? []) : (viewport.data?.plots ?? [])
  const clusters = search ? [] : (viewport.data?.clusters ?? [])
  const truncated = search ? Boolean(pending.data?.truncated) : Boolean(viewport.data?.truncated)
  const summary = summaryOf({ search, searching: pending.isPending, count: listed.length, truncated, mode: viewport.data?.mode, total: viewport.data?.total ?? 0 })
  const error = viewport.error ?? pending.error

  return (
    <div className="flex flex-col gap-2">
      <title>{`Map of properties | ${env.brandName}`}</title>
      <h1 className="sr-only">Map of properties</h1>
      <MapToolbar
        filters={filters}
        onFilters={setFilters}
        filterForm={filterForm}
        filtersOpen={filtersOpen}
        onFiltersOpen={setFiltersOpen}
        tool={tool}
        onTool={setTool}
        radius={radius}
        onRadius={chooseRadius}
        onPlaceAtCentre={() => place(centre.current)}
      />
      {error ? (
        <Notice tone="error" role="alert">
          {errorText(error, viewport.error ? 'The map could not be loaded. Please try again.' : 'The search could not be run. Please try again.')}
        </Notice>
      ) : null}
      {/* On a phone the map fills the box and the sheet, sticky at the bottom, stays in sight over it while the box is. */}
      <div className="relative flex h-[calc(100dvh-7rem)] min-h-[26rem] flex-col justify-end lg:grid lg:h-[calc(100dvh-15rem)] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-3">
        <div className="absolute inset-0 lg:static lg:h-full">
          {/* Leaflet needs a browser: the server's page shows the dots until the map's chunk is in. */}
          {isHydrated ? (
            <Suspense fallback={<LoadingDots message="Loading the map..." />}>
              <ListingMap
                view={initialView}
                plots={listed}
                clusters={clusters}
                highlightedId={hover.id}
                search={search}
                placing={tool === 'browse' ? null : tool}
                onViewChange={onViewChange}
                onHover={onHover}
                onArea={onArea}
                onPlace={place}
                onOpen={(id) => void navigate(propertyHref(id))}
              />
            </Suspense>
          ) : (
            <LoadingDots message="Loading the map..." />
          )}
        </div>
        <MapResults summary={summary} plots={listed} highlightedId={hover.id} pointedOnMap={hover.onMap} onHover={(id) => setHover({ id, onMap: false })} isOpen={sheetOpen} onOpenChange={setSheetOpen}>
          {search?.kind === 'spot' && !pending.isPending && area.data ? <SpotAnswer taken={area.data.plots.length} check={isSignedIn ? point : null} /> : null}
          {search ? (
            <Button variant="secondary" size="sm" className="w-fit" onClick={() => run(null, filters)}>
              {search.kind === 'area' ? 'Clear the drawn area' : search.kind === 'pin' ? 'Clear the pin' : 'Clear the spot'}
            </Button>
          ) : (
            <p className="text-xs text-slate-600 max-lg:hidden">Draw an area with the polygon or rectangle tool, or drop a pin, to list only what lies there.</p>
          )}
        </MapResults>
      </div>
    </div>
  )
}

function summaryOf(input: { search: MapSearch | null; searching: boolean; count: number; truncated: boolean; mode: 'plots' | 'clusters' | undefined; total: number }): string {
  const { search, count, truncated } = input
  const more = truncated ? ' (the first 500)' : ''
  if (search && input.searching) return search.kind === 'spot' ? 'Checking the spot...' : 'Searching...'
  if (search?.kind === 'area') return `${plural(count, 'listing', 'listings')} in the drawn area${more}`
  if (search?.kind === 'pin') return `${plural(count, 'listing', 'listings')} within ${radiusLabel(search.radius)} of the pin${more}`
  if (search?.kind === 'spot') return count === 0 ? `This ${STENCIL_LABEL} spot is free: no listed plot overlaps it.` : `This ${STENCIL_LABEL} spot is taken: ${plural(count, 'listed plot overlaps', 'listed plots overlap')} it.`
  if (input.mode === 'clusters') return `${plural(input.total, 'listing', 'listings')} here. Zoom in to see each plot.`
  return `${plural(count, 'plot', 'plots')} in view${truncated ? ' (the first 500: zoom in for the rest)' : ''}`
}

/** Signed in, the stencil's centre is also checked with validate-point: the caller's own unlisted plots count there. */
function SpotAnswer({ taken, check }: { taken: number; check: ReturnType<typeof useValidatePoint> | null }) {
  if (!check) {
    return <p className="text-xs text-slate-600">{taken === 0 ? 'Only listed plots are checked. Sign in to check your own unlisted plots too.' : 'The plots it overlaps are listed below.'}</p>
  }
  if (check.isPending) return <p className="text-xs text-slate-600">Checking the centre of the spot...</p>
  if (check.error) return <p className="text-xs text-rose-800">{errorText(check.error, 'The centre of the spot could not be checked.')}</p>
  if (!check.data) return null
  return (
    <div className="text-xs text-slate-700">
      <p>
        Its centre: <span className="font-semibold">{check.data.message}</span>
      </p>
      {check.data.containingProperties.length > 0 ? (
        <ul className="mt-1 list-disc pl-4">
          {check.data.containingProperties.map((property) => (
            <li key={property.id}>
              <Link className="text-teal-900 underline" to={propertyHref(property.id)}>
                {property.title || property.reference}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
