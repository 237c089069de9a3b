import type { HTMLAttributes } from 'react'

/** A solid, softly blurred surface: readable over any scenery behind the page. */
export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-2xl border border-white/60 bg-white/95 shadow-lg shadow-slate-900/5 ${className}`} {...props} />
}
