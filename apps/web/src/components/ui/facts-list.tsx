// A definition list of label / value pairs (the facts of a property, a person, a record).
import type { ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
  /** Takes the full row (addresses, long ids such as references). */
  wide?: boolean
}

/** Empty values are left out. */
export function FactsList({ facts, className = '' }: { facts: readonly Fact[]; className?: string }) {
  const shown = facts.filter((f) => f.value !== undefined && f.value !== null && f.value !== '')
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-3 text-sm ${className}`}>
      {shown.map((fact) => (
        <div key={fact.label} className={`min-w-0 ${fact.wide ? 'col-span-2' : ''}`}>
          <dt className="text-slate-500">{fact.label}</dt>
          <dd className="font-semibold break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
