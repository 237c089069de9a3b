// Window-level handlers of SPEC §8: unhandled rejections are logged and prevented, DOM
// removeChild-type errors are suppressed, and chunk load failures are reported to the user.
import { chunkErrorStore } from './chunk-error-store'
import { chunkFailureMessage, isDomMutationError } from './error-kinds'

export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('Unhandled promise rejection:', event.reason)
    event.preventDefault()
  }

  const onError = (event: ErrorEvent) => {
    if (isDomMutationError(event.error)) {
      console.warn('Suppressed a DOM mutation error:', event.message)
      event.preventDefault()
    }
  }

  const onPreloadError = (event: VitePreloadErrorEvent) => {
    const { message, isCss } = chunkFailureMessage(event.payload)
    chunkErrorStore.set(message)
    // A missing stylesheet should not take the page down; a missing script fails its route,
    // whose lazy wrapper shows its own message.
    if (isCss) event.preventDefault()
  }

  target.addEventListener('unhandledrejection', onRejection)
  target.addEventListener('error', onError)
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    target.removeEventListener('unhandledrejection', onRejection)
    target.removeEventListener('error', onError)
    target.removeEventListener('vite:preloadError', onPreloadError)
  }
}
