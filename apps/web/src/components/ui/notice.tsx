import type { ReactNode } from 'react'

export type NoticeTone = 'info' | 'warning' | 'error'

const tones: Record<NoticeTone, string> = {
  info: 'border-teal-200 bg-teal-50/95 text-teal-950',
  warning: 'border-amber-300 bg-amber-50/95 text-amber-950',
  error: 'border-rose-300 bg-rose-50/95 text-rose-950',
}

interface NoticeProps {
  tone?: NoticeTone
  children: ReactNode
  /** When given, the notice has a close button with this accessible name. */
  onDismiss?: () => void
  dismissLabel?: string
  action?: ReactNode
  /** 'alert' interrupts screen readers; 'status' (default) waits politely. */
  role?: 'status' | 'alert'
  className?: string
}

export function Notice({ tone = 'info', children, onDismiss, dismissLabel = 'Dismiss message', action, role = 'status', className = '' }: NoticeProps) {
  return (
    <div role={role} className={`flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3 text-sm shadow-sm ${tones[tone]} ${className}`}>
      <div className="min-w-0 flex-1 wrap-anywhere">{children}</div>
      {action}
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="grid size-8 place-items-center rounded-full hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-amber-500"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
