import { useId, useState, type KeyboardEvent } from 'react'
import { FeaturedPanel } from './featured-panel'
import { MyListingsPanel } from './my-listings-panel'
import { RequestsPanel } from './requests-panel'
import { TeamPanel } from './team-panel'

export const curatorTabs = [
  { id: 'listings', label: 'My listings' },
  { id: 'requests', label: 'Requests' },
  { id: 'featured', label: 'Featured' },
  { id: 'team', label: 'Team' },
] as const
export type CuratorTab = (typeof curatorTabs)[number]['id']

/** /dealer, the dealer's Curator (SPEC §2): their listings, requests to represent, featured row and team, as tabs. */
export function CuratorPage({ dealerId, initialTab = 'listings' }: { dealerId: string; initialTab?: CuratorTab }) {
  const [tab, setTab] = useState<CuratorTab>(initialTab)
  const id = useId()
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab moves into the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = curatorTabs.findIndex((t) => t.id === tab)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = curatorTabs[(index + step + curatorTabs.length) % curatorTabs.length]!
    setTab(next.id)
    document.getElementById(`${id}-tab-${next.id}`)?.focus()
  }
  return (
    <div className="flex flex-col gap-4">
      <header className="rounded-2xl bg-white/90 p-4 shadow-sm sm:p-5">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Curator</h1>
        <p className="mt-1 text-sm text-slate-600">The listings you represent, your requests to represent others, your featured row on the home page, and your team.</p>
      </header>
      <div role="tablist" aria-label="Curator sections" className="grid grid-cols-2 gap-1 rounded-xl bg-white/90 p-1 shadow-sm sm:flex" onKeyDown={onKeyDown}>
        {curatorTabs.map((t) => (
          <button
            key={t.id}
            id={`${id}-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className={`min-h-11 rounded-lg px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${
              tab === t.id ? 'bg-teal-800 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="rounded-2xl bg-white/90 p-4 shadow-sm sm:p-5">
        {tab === 'listings' ? <MyListingsPanel dealerId={dealerId} /> : null}
        {tab === 'requests' ? <RequestsPanel /> : null}
        {tab === 'featured' ? <FeaturedPanel /> : null}
        {tab === 'team' ? <TeamPanel /> : null}
      </div>
    </div>
  )
}
