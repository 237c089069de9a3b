// One select for a list's order: each option is a field and a direction, kept as 'field:order'.
export type SortOrder = 'asc' | 'desc'

export interface SortOption<F extends string> {
  label: string
  sortBy: F
  sortOrder: SortOrder
}

interface SortSelectProps<F extends string> {
  id: string
  options: readonly SortOption<F>[]
  sortBy: F
  sortOrder: SortOrder
  onChange: (sortBy: F, sortOrder: SortOrder) => void
}

const keyOf = (option: { sortBy: string; sortOrder: SortOrder }) => `${option.sortBy}:${option.sortOrder}`

/** An order the options do not hold shows as the first option. */
export function SortSelect<F extends string>({ id, options, sortBy, sortOrder, onChange }: SortSelectProps<F>) {
  const current = keyOf({ sortBy, sortOrder })
  const known = options.some((option) => keyOf(option) === current)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={known ? current : options[0] ? keyOf(options[0]) : ''}
        onChange={(event) => {
          const option = options.find((o) => keyOf(o) === event.target.value)
          if (option) onChange(option.sortBy, option.sortOrder)
        }}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400"
      >
        {options.map((option) => (
          <option key={keyOf(option)} value={keyOf(option)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
