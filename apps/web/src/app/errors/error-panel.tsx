import { messages } from '@vishwas/domain'
import { Button } from '../../components/ui/button'
import { errorMessage } from './error-kinds'

interface ErrorPanelProps {
  error: unknown
  onRetry: () => void
}

/** The error boundary's face: SPEC §8 title, message and 'Try Again'. */
export function ErrorPanel({ error, onRetry }: ErrorPanelProps) {
  const detail = errorMessage(error)
  return (
    <section role="alert" aria-labelledby="error-boundary-title" className="mx-auto my-10 max-w-lg rounded-2xl border border-rose-200 bg-white/95 p-6 text-center shadow-lg">
      <h1 id="error-boundary-title" className="text-xl font-bold text-slate-900">
        {messages.errorBoundary.title}
      </h1>
      <p className="mt-2 text-slate-700">{messages.errorBoundary.message}</p>
      {detail ? (
        <details className="mt-3 text-left text-sm text-slate-600">
          <summary className="cursor-pointer">Details</summary>
          <p className="mt-1 break-words font-mono text-xs">{detail}</p>
        </details>
      ) : null}
      <Button className="mt-5" onClick={onRetry}>
        {messages.errorBoundary.retry}
      </Button>
    </section>
  )
}
