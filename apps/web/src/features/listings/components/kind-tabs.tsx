// Buy, Rent or Lease first: one tab per kind of listing (ARIA tabs: arrow keys, Home and End move
// and choose). The chosen kind lives in the address, so the tab a shared link opens on is its own.
import { useRef, type KeyboardEvent } from 'react'
import type { ListingType } from '@vishwas/domain'
import { useIsHydrated } from '../../../lib/use-is-hydrated'

export const kindTabs: readonly { listingType: ListingType; label: string }[] = [
  { listingType: 'sale', label: 'Buy' },
  { listingType: 'rent', label: 'Rent' },
  { listingType: 'lease', label: 'Lease' },
]

interface KindTabsProps {
  value: ListingType
  onChange: (listingType: ListingType) => void
  /** The id of what the tabs change (the search and its results). */
  panelId: string
}

export function KindTabs({ value, onChange, panelId }: KindTabsProps) {
  // Drawn by the server, the tabs choose nothing until the browser has taken the page over.
  const isHydrated = useIsHydrated()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const choose = (index: number) => {
    const tab = kindTabs[(index + kindTabs.length) % kindTabs.length]
    if (!tab) return
    tabs.current[kindTabs.indexOf(tab)]?.focus()
    onChange(tab.listingType)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: kindTabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next)
  }
  return (
    <div role="tablist" aria-label="What are you looking for?" className="inline-flex rounded-xl bg-slate-100 p-1">
      {kindTabs.map((tab, index) => {
        const selected = tab.listingType === value
        return (
          <button
            key={tab.listingType}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`kind-tab-${tab.listingType}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.listingType)}
            disabled={!isHydrated}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 min-w-20 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
              selected ? 'bg-teal-800 text-white shadow-sm' : 'text-slate-800 hover:bg-white'
            }`}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
