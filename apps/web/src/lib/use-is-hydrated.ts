import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and
 * at once in a page the browser renders itself): what only the browser can draw (a map, what
 * depends on the viewport) waits for it, so the hydrating render matches the server's.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
