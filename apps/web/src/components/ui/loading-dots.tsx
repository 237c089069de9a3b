import { messages } from '@vishwas/domain'

interface LoadingDotsProps {
  message?: string
  className?: string
}

/**
 * SPEC §1: a loading-dots indicator that takes a message, default 'Loading...'. It sits on its own
 * light pill, so it reads over any sky the scenery paints behind the page.
 */
export function LoadingDots({ message = messages.loading, className = '' }: LoadingDotsProps) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center py-8 ${className}`}>
      <span className="flex items-center gap-3 rounded-full bg-white/85 px-4 py-2 text-slate-700 shadow-sm">
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
      </span>
    </div>
  )
}
