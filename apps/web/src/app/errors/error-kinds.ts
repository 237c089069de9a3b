// Classifies the application errors of SPEC §8.
import { messages } from '@vishwas/domain'

/** React and browser extensions racing over the DOM: 'Failed to execute removeChild on Node' and kin. */
export function isDomMutationError(error: unknown): boolean {
  // DOMException is not always an Error subclass (it depends on the realm), so read its fields.
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'NotFoundError') return true
  return typeof message === 'string' && /\b(removeChild|insertBefore|replaceChild)\b|not a child of this node/i.test(message)
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'Unknown error'
}

/** 'assets/home-page-Bx1_9a.js' -> 'home-page'. */
export function chunkNameFromUrl(text: string): string | undefined {
  // Vite names chunks '<name>-<8-character hash>.js'.
  const match = /([\w.-]+)-[\w-]{8}\.(?:m?js|css)\b/.exec(text) ?? /([\w.-]+)\.(?:m?js|css)\b/.exec(text)
  return match?.[1]
}

/** The SPEC message for a failed script or style chunk (Vite's vite:preloadError payload). */
export function chunkFailureMessage(error: unknown): { message: string; isCss: boolean } {
  const text = errorMessage(error)
  if (/\bcss\b/i.test(text)) return { message: messages.loadingCssChunkFailed, isCss: true }
  return { message: messages.loadingChunkFailed(chunkNameFromUrl(text) ?? 'unknown'), isCss: false }
}
