import type { ReactNode } from 'react'

export type BadgeTone = 'teal' | 'amber' | 'slate' | 'emerald' | 'rose'

const tones: Record<BadgeTone, string> = {
  teal: 'bg-teal-50 text-teal-900 ring-teal-700/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  slate: 'bg-slate-100 text-slate-800 ring-slate-500/20',
  emerald: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
  rose: 'bg-rose-50 text-rose-900 ring-rose-600/25',
}

export function Badge({ tone = 'slate', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}>{children}</span>
}
