// Figures as a grid of small cards: a name and a value each.
export interface StatCard {
  label: string
  value: string
  /** A second line, e.g. what the figure covers. */
  note?: string
}

export function StatCards({ cards, label }: { cards: StatCard[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="min-w-0 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
          <dt className="text-xs font-semibold text-slate-600">{card.label}</dt>
          <dd className="text-lg font-extrabold wrap-anywhere text-slate-900 tabular-nums">{card.value}</dd>
          {card.note ? <dd className="text-xs text-slate-600">{card.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
