import { useId } from 'react'
import { Link } from 'react-router'

export interface SchemaChoice {
  name: string
  title: string
  /** Fields matching the search; undefined when not searching. */
  matches?: number
}

interface SchemaPickerProps {
  choices: readonly SchemaChoice[]
  selected: string
  /** The link (search string) that opens a schema, keeping the rest of the URL. */
  hrefFor: (name: string) => string
  onSelect: (name: string) => void
}

const matchText = (count: number) => (count === 1 ? '1 match' : `${count} matches`)

/** The schemas as a sidebar of links on wide screens and a select on narrow ones. */
export function SchemaPicker({ choices, selected, hrefFor, onSelect }: SchemaPickerProps) {
  const id = useId()
  return (
    <>
      <div className="md:hidden">
        <label htmlFor={`${id}-schema`} className="block text-sm font-medium text-slate-700">
          Schema
        </label>
        <select
          id={`${id}-schema`}
          value={selected}
          onChange={(event) => onSelect(event.target.value)}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400"
        >
          {choices.map((choice) => (
            <option key={choice.name} value={choice.name}>
              {choice.matches === undefined ? choice.title : `${choice.title} (${matchText(choice.matches)})`}
            </option>
          ))}
        </select>
      </div>
      {/* Sticks below the sticky header; a solid panel so it reads over the scenery. */}
      <nav
        aria-label="Schemas"
        className="hidden rounded-2xl border border-white/60 bg-white/95 p-2 shadow-lg shadow-slate-900/5 md:sticky md:top-20 md:block md:max-h-[calc(100dvh-6rem)] md:overflow-y-auto"
      >
        <ul className="flex flex-col gap-1">
          {choices.map((choice) => {
            const isCurrent = choice.name === selected
            return (
              <li key={choice.name}>
                <Link
                  to={hrefFor(choice.name)}
                  replace
                  aria-current={isCurrent ? 'page' : undefined}
                  aria-label={[choice.title, choice.name, choice.matches === undefined ? '' : matchText(choice.matches)].filter(Boolean).join(', ')}
                  className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-amber-500 ${
                    isCurrent ? 'bg-teal-800 text-white' : choice.matches === 0 ? 'text-slate-500 hover:bg-slate-100' : 'text-slate-800 hover:bg-slate-100'
                  }`}
                >
                  <span className="min-w-0">
                    <span className="block font-semibold">{choice.title}</span>
                    <span className={`block font-mono text-xs ${isCurrent ? 'text-teal-50' : 'text-slate-500'}`}>{choice.name}</span>
                  </span>
                  {choice.matches === undefined ? null : (
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${isCurrent ? 'bg-white/20 text-white' : choice.matches === 0 ? 'bg-slate-100 text-slate-600' : 'bg-amber-100 text-amber-900'}`}
                    >
                      {matchText(choice.matches)}
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </>
  )
}
