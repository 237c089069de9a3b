// Above the map: the kind (Buy / Rent / Lease, none for every kind), the home page's filters
// behind one button, and the tools that turn a click on the map into a search: a pin with a
// radius, or the 1000 m² stencil asking "is this spot taken?". Drawing an area is on the map.
import { listingTypes, type ListingType } from '@vishwas/domain'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { filterCount, type MapFilters } from '../lib/map-address'
import { STENCIL_LABEL, radiusChoices, radiusLabel, type MapTool } from '../lib/map-search'

export const kindLabels = { sale: 'Buy', rent: 'Rent', lease: 'Lease' } as const

/** The home page's filter form, given by the app: the map's filters in, the applied ones out. */
export type MapFilterFormRenderer = (props: { listingType: ListingType | undefined; value: MapFilters; onApply: (next: MapFilters) => void }) => ReactNode

interface MapToolbarProps {
  filters: MapFilters
  onFilters: (next: MapFilters) => void
  filterForm?: MapFilterFormRenderer | undefined
  filtersOpen: boolean
  onFiltersOpen: (open: boolean) => void
  tool: MapTool
  onTool: (tool: MapTool) => void
  radius: number
  onRadius: (metres: number) => void
  /** Places the chosen tool at the map's centre (for keyboards and screen readers). */
  onPlaceAtCentre: () => void
}

export function MapToolbar(props: MapToolbarProps) {
  const { filters, onFilters, tool } = props
  const count = filterCount(filters)
  const chooseTool = (next: MapTool) => props.onTool(tool === next ? 'browse' : next)
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-white/95 p-2 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Kind" className="flex gap-1">
          {listingTypes.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={filters.listingType === kind ? 'primary' : 'secondary'}
              aria-pressed={filters.listingType === kind}
              onClick={() => {
                // Another kind keeps the filters but not the budget: a sale's price is no rent per month.
                const { listingType: _kind, minPrice: _min, maxPrice: _max, ...rest } = filters
                onFilters(filters.listingType === kind ? rest : { ...rest, listingType: kind })
              }}
            >
              {kindLabels[kind]}
            </Button>
          ))}
        </div>
        {props.filterForm ? (
          <Button size="sm" variant={props.filtersOpen ? 'primary' : 'secondary'} aria-expanded={props.filtersOpen} aria-controls="map-filters" onClick={() => props.onFiltersOpen(!props.filtersOpen)}>
            {count > 0 ? `Filters (${count})` : 'Filters'}
          </Button>
        ) : null}
        <div role="group" aria-label="Search on the map" className="flex flex-wrap items-center gap-1">
          <Button size="sm" variant={tool === 'pin' ? 'primary' : 'secondary'} aria-pressed={tool === 'pin'} onClick={() => chooseTool('pin')}>
            Drop a pin
          </Button>
          <label className="sr-only" htmlFor="map-radius">
            Radius around the pin
          </label>
          <select id="map-radius" value={props.radius} onChange={(event) => props.onRadius(Number(event.target.value))} className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900">
            {[...radiusChoices].sort((a, b) => a - b).map((metres) => (
              <option key={metres} value={metres}>
                {radiusLabel(metres)}
              </option>
            ))}
          </select>
          <Button size="sm" variant={tool === 'spot' ? 'primary' : 'secondary'} aria-pressed={tool === 'spot'} onClick={() => chooseTool('spot')}>
            Is this spot taken?
          </Button>
        </div>
      </div>
      {tool === 'browse' ? null : (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          {tool === 'pin' ? `Tap the map to drop a pin and list what lies within ${radiusLabel(props.radius)}.` : `Tap the map to place a ${STENCIL_LABEL} plot and see whether a listed plot overlaps it.`}
          <Button size="sm" variant="ghost" className="underline" onClick={props.onPlaceAtCentre}>
            Use the centre of the map
          </Button>
        </p>
      )}
      {props.filterForm && props.filtersOpen ? (
        <div id="map-filters" className="max-h-[60dvh] overflow-y-auto border-t border-slate-200 pt-2">
          {props.filterForm({
            listingType: filters.listingType,
            value: filters,
            onApply: (next) => {
              onFilters({ ...next, ...(filters.listingType ? { listingType: filters.listingType } : {}) })
              props.onFiltersOpen(false)
            },
          })}
        </div>
      ) : null}
    </div>
  )
}
