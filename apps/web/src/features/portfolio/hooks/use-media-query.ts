import { useCallback, useSyncExternalStore } from 'react'

/** Tailwind's md breakpoint: the portfolio becomes a table from here up. */
export const MEDIUM_SCREEN = '(min-width: 48rem)'

/** Whether a CSS media query matches now; false where the browser cannot tell (mobile first). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches
  return useSyncExternalStore(subscribe, matches, () => false)
}
