import { isRouteErrorResponse, useRouteError } from 'react-router'
import { messages } from '@vishwas/domain'
import { buttonClasses } from '../../components/ui/button'
import { errorMessage } from './error-kinds'

export function ThrownResponse({ status, statusText }: { status: number; statusText: string }) {
  return (
    <section role="alert" className="mx-auto my-10 max-w-lg rounded-2xl bg-white/95 p-6 text-center shadow-lg">
      <h1 className="text-xl font-bold text-slate-900">{messages.unhandledThrownResponse}</h1>
      <p className="mt-2 text-slate-700">
        {status} {statusText}
      </p>
      <a href="/" className={buttonClasses('secondary', 'md', 'mt-5')}>
        Go to the home page
      </a>
    </section>
  )
}

/** Root errorElement: when even the layout cannot render. SPEC §8 'Application Error'. */
export function RouterErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    return (
      <main className="p-4">
        <ThrownResponse status={error.status} statusText={error.statusText} />
      </main>
    )
  }
  return (
    <main className="p-4">
      <section role="alert" className="mx-auto my-10 max-w-lg rounded-2xl bg-white/95 p-6 text-center shadow-lg">
        <h1 className="text-xl font-bold text-slate-900">{messages.applicationError}</h1>
        <p className="mt-2 break-words text-slate-700">{errorMessage(error)}</p>
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary', 'md', 'mt-5')}>
          {messages.errorBoundary.retry}
        </button>
      </section>
    </main>
  )
}
