// /map (issue #22, SPEC §2): a full-height map of the live listings with the home page's kind,
// price, BHK and city filters; clusters with counts when zoomed out and plot outlines with their
// price when zoomed in, computed by the server; the list beside it in step (pointing at a card
// highlights its plot and back); and a search by an area drawn on the map. The view and the
// filters live in the address, so a map view can be shared. On a phone the list sits under the map.
import { formatRupeesShort, listingTypes, type LatLng } from '@vishwas/domain'
import { lazy, Suspense, useCallback, useMemo, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { env } from '../../../config/env'
import { propertyHref } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { useMapViewport, type Bounds, type MapPlot } from '../api/get-map-viewport'
import { useSearchArea } from '../api/search-area'
import { mapSearch, readMapFilters, readMapView, type MapFilters, type MapView } from '../lib/map-address'

const ListingMap = lazy(() => import('./listing-map'))

const kindLabels = { sale: 'Buy', rent: 'Rent', lease: 'Lease' } as const
const field = 'min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900'

export function MapPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const [initialView] = useState(() => readMapView(searchParams))
  const filters = useMemo(() => readMapFilters(searchParams), [searchParams])
  const [bounds, setBounds] = useState<Bounds | null>(null)
  const [hovered, setHovered] = useState<string | null>(null)
  const [area, setArea] = useState<LatLng[] | null>(null)
  const viewport = useMapViewport(bounds, filters)
  const search = useSearchArea()

  const onViewChange = useCallback(
    (next: Bounds, view: MapView) => {
      setBounds(next)
      setSearchParams((current) => mapSearch(view, readMapFilters(current)), { replace: true })
    },
    [setSearchParams],
  )
  const setFilters = (next: MapFilters) => {
    setSearchParams((current) => mapSearch(readMapView(current), next))
    if (area) search.mutate({ polygon: area, filters: next })
  }
  const onArea = (ring: LatLng[]) => {
    setArea(ring)
    search.mutate({ polygon: ring, filters })
  }
  const clearArea = () => {
    setArea(null)
    search.reset()
  }

  const listed: MapPlot[] = area ? (search.data?.plots ?? []) : (viewport.data?.plots ?? [])
  const shownOnMap = area ? listed : (viewport.data?.plots ?? [])
  const clusters = area ? [] : (viewport.data?.clusters ?? [])
  return (
    <div className="flex flex-col gap-3">
      <title>{`Map of properties | ${env.brandName}`}</title>
      <h1 className="sr-only">Map of properties</h1>
      <Filters filters={filters} onChange={setFilters} />
      {viewport.error ? (
        <Notice tone="error" role="alert">
          {isApiError(viewport.error) ? viewport.error.message : 'The map could not be loaded. Please try again.'}
        </Notice>
      ) : null}
      {search.error ? (
        <Notice tone="error" role="alert">
          {isApiError(search.error) ? search.error.message : 'The area could not be searched. Please try again.'}
        </Notice>
      ) : null}
      <div className="grid gap-3 lg:h-[calc(100dvh-17rem)] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="h-[60dvh] lg:h-full">
          <Suspense fallback={<LoadingDots message="Loading the map..." />}>
            <ListingMap
              view={initialView}
              plots={shownOnMap}
              clusters={clusters}
              highlightedId={hovered}
              area={area}
              onViewChange={onViewChange}
              onHover={setHovered}
              onArea={onArea}
              onOpen={(id) => void navigate(propertyHref(id))}
            />
          </Suspense>
        </div>
        <section aria-label="Listings on the map" className="flex max-h-[70dvh] flex-col gap-2 overflow-y-auto rounded-xl bg-white/95 p-3 shadow-sm lg:max-h-none">
          <Summary area={area} count={listed.length} mode={viewport.data?.mode} total={viewport.data?.total ?? 0} truncated={area ? Boolean(search.data?.truncated) : Boolean(viewport.data?.truncated)} searching={search.isPending} />
          {area ? (
            <Button variant="secondary" size="sm" className="w-fit" onClick={clearArea}>
              Clear the drawn area
            </Button>
          ) : (
            <p className="text-xs text-slate-600">Draw an area with the polygon or rectangle tool to list only what lies in it.</p>
          )}
          <ul className="grid gap-2">
            {listed.map((plot) => (
              <li key={plot.id} onMouseEnter={() => setHovered(plot.id)} onMouseLeave={() => setHovered(null)} onFocus={() => setHovered(plot.id)} onBlur={() => setHovered(null)}>
                <Link
                  to={propertyHref(plot.id)}
                  className={`block rounded-lg border p-3 text-sm focus-visible:outline-3 focus-visible:outline-amber-500 ${hovered === plot.id ? 'border-amber-600 bg-amber-50' : 'border-slate-200 bg-white'}`}
                >
                  <span className="block font-semibold text-slate-900">{plot.title || plot.reference}</span>
                  <span className="block text-slate-700">
                    {formatRupeesShort(plot.price)}
                    {plot.listingType === 'sale' ? '' : ' per month'} · {kindLabels[plot.listingType]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

function Summary(props: { area: LatLng[] | null; count: number; mode: 'plots' | 'clusters' | undefined; total: number; truncated: boolean; searching: boolean }) {
  let text: string
  if (props.searching) text = 'Searching the drawn area...'
  else if (props.area) text = `${props.count} ${props.count === 1 ? 'listing' : 'listings'} in the drawn area${props.truncated ? ' (the first 500)' : ''}`
  else if (props.mode === 'clusters') text = `${props.total} ${props.total === 1 ? 'listing' : 'listings'} here. Zoom in to see each plot.`
  else text = `${props.count} ${props.count === 1 ? 'plot' : 'plots'} in view${props.truncated ? ' (the first 500: zoom in for the rest)' : ''}`
  return (
    <p role="status" className="text-sm font-semibold text-slate-900">
      {text}
    </p>
  )
}

function Filters({ filters, onChange }: { filters: MapFilters; onChange: (next: MapFilters) => void }) {
  const [min, setMin] = useState(filters.minPrice === undefined ? '' : String(filters.minPrice))
  const [max, setMax] = useState(filters.maxPrice === undefined ? '' : String(filters.maxPrice))
  const [city, setCity] = useState(filters.city ?? '')
  const amount = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) || Number(text) < 0 ? undefined : Math.round(Number(text)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { minPrice: _min, maxPrice: _max, city: _city, ...rest } = filters
    const minPrice = amount(min)
    const maxPrice = amount(max)
    onChange({ ...rest, ...(minPrice === undefined ? {} : { minPrice }), ...(maxPrice === undefined ? {} : { maxPrice }), ...(city.trim() ? { city: city.trim() } : {}) })
  }
  const toggleBhk = (n: number) => {
    const current = new Set(filters.bhk ?? [])
    if (current.has(n)) current.delete(n)
    else current.add(n)
    const { bhk: _bhk, ...rest } = filters
    onChange(current.size > 0 ? { ...rest, bhk: [...current].sort() } : rest)
  }
  return (
    <form onSubmit={submit} aria-label="Map filters" className="flex flex-wrap items-end gap-2 rounded-xl bg-white/95 p-3 shadow-sm">
      <div role="group" aria-label="Kind" className="flex gap-1">
        {listingTypes.map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant={filters.listingType === kind ? 'primary' : 'secondary'}
            aria-pressed={filters.listingType === kind}
            onClick={() => {
              const { listingType: _kind, ...rest } = filters
              onChange(filters.listingType === kind ? rest : { ...rest, listingType: kind })
            }}
          >
            {kindLabels[kind]}
          </Button>
        ))}
      </div>
      <label className="grid gap-1 text-xs font-medium text-slate-800">
        Min price (₹)
        <input className={`${field} w-28`} inputMode="numeric" value={min} onChange={(event) => setMin(event.target.value)} />
      </label>
      <label className="grid gap-1 text-xs font-medium text-slate-800">
        Max price (₹)
        <input className={`${field} w-28`} inputMode="numeric" value={max} onChange={(event) => setMax(event.target.value)} />
      </label>
      <label className="grid gap-1 text-xs font-medium text-slate-800">
        City
        <input className={`${field} w-32`} value={city} maxLength={120} onChange={(event) => setCity(event.target.value)} />
      </label>
      <div role="group" aria-label="BHK" className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <Button key={n} size="sm" variant={filters.bhk?.includes(n) ? 'primary' : 'secondary'} aria-pressed={Boolean(filters.bhk?.includes(n))} onClick={() => toggleBhk(n)}>
            {n === 5 ? '5+ BHK' : `${n} BHK`}
          </Button>
        ))}
      </div>
      <Button type="submit" size="sm">
        Apply
      </Button>
      <span className="sr-only">Prices are totals for sale and per month for rent and lease.</span>
      {filters.minPrice !== undefined || filters.maxPrice !== undefined ? (
        <span className="text-xs text-slate-600">
          {filters.minPrice !== undefined ? formatRupeesShort(filters.minPrice) : 'any'} to {filters.maxPrice !== undefined ? formatRupeesShort(filters.maxPrice) : 'any'}
        </span>
      ) : null}
    </form>
  )
}
