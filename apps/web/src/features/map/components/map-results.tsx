// The list in step with the map: beside it on a wide screen, a bottom sheet over it on a phone
// (the summary always showing; the list a tap away). Pointing at a card highlights its plot; a
// plot pointed at on the map highlights its card and brings it into the list's view.
import { formatRupeesShort } from '@vishwas/domain'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { propertyHref } from '../../../config/paths'
import type { MapPlot } from '../api/get-map-viewport'
import { distanceLabel } from '../lib/map-search'
import { kindLabels } from './map-toolbar'

interface MapResultsProps {
  summary: string
  plots: (MapPlot & { metres?: number })[]
  highlightedId: string | null
  /** Set when the map, not the list, pointed at the plot: its card scrolls into view. */
  pointedOnMap: boolean
  onHover: (id: string | null) => void
  /** What sits between the summary and the list: the search's answer and its clear button. */
  children?: ReactNode
  /** The sheet's state on a phone; a wide screen always shows the list. */
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

export function MapResults({ summary, plots, highlightedId, pointedOnMap, onHover, children, isOpen, onOpenChange }: MapResultsProps) {
  const cards = useRef(new Map<string, HTMLElement>())
  useEffect(() => {
    if (!pointedOnMap || !highlightedId) return
    cards.current.get(highlightedId)?.scrollIntoView?.({ block: 'nearest' })
  }, [highlightedId, pointedOnMap])

  return (
    <section
      aria-label="Listings on the map"
      data-sheet={isOpen ? 'open' : 'closed'}
      className={`sticky bottom-0 z-[1100] flex flex-col gap-2 rounded-t-2xl bg-white p-3 shadow-[0_-4px_16px_rgba(15,23,42,0.18)] lg:static lg:z-auto lg:h-full lg:rounded-xl lg:bg-white/95 lg:shadow-sm ${isOpen ? 'max-h-[70%]' : ''}`}
    >
      <Button
        variant="ghost"
        size="sm"
        className="mx-auto w-full flex-col gap-1 lg:hidden"
        aria-expanded={isOpen}
        aria-controls="map-results-list"
        onClick={() => onOpenChange(!isOpen)}
      >
        <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-slate-300" />
        {isOpen ? 'Show the map' : `Show the list (${plots.length})`}
      </Button>
      <p role="status" className="text-sm font-semibold text-slate-900">
        {summary}
      </p>
      {children}
      <ul id="map-results-list" className={`grid gap-2 overflow-y-auto overscroll-contain ${isOpen ? '' : 'max-lg:hidden'}`}>
        {plots.map((plot) => (
          <li
            key={plot.id}
            ref={(element) => {
              if (element) cards.current.set(plot.id, element)
              else cards.current.delete(plot.id)
            }}
            onMouseEnter={() => onHover(plot.id)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(plot.id)}
            onBlur={() => onHover(null)}
          >
            <Link
              to={propertyHref(plot.id)}
              className={`block rounded-lg border p-3 text-sm focus-visible:outline-3 focus-visible:outline-amber-500 ${highlightedId === plot.id ? 'border-amber-600 bg-amber-50' : 'border-slate-200 bg-white'}`}
            >
              <span className="block font-semibold text-slate-900">{plot.title || plot.reference}</span>
              <span className="block text-slate-700">
                {formatRupeesShort(plot.price)}
                {plot.listingType === 'sale' ? '' : ' per month'} · {kindLabels[plot.listingType]}
                {plot.metres === undefined ? '' : ` · ${distanceLabel(plot.metres)}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
