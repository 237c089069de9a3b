import { messages } from '@vishwas/domain'

interface LoadingDotsProps {
  message?: string
  className?: string
}

/** SPEC §1: a loading-dots indicator that takes a message, default 'Loading...'. */
export function LoadingDots({ message = messages.loading, className = '' }: LoadingDotsProps) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 py-8 text-slate-700 ${className}`}>
      <span aria-hidden="true" className="flex gap-1.5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2.5 rounded-full bg-teal-700 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span className="text-sm font-medium">{message}</span>
    </div>
  )
}
