// A seller who leaves the form with changes unsaved is asked first: within the app (Cancel, a
// link, Back) by the router's blocker, which the form answers with a dialog; on reload or closing
// the tab by the browser's own question.
import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'

/**
 * `unsaved`: whether leaving now would lose changes. `release()` lets the next way out through
 * (the form saved and moves on, before its state says it is clean).
 */
export function useLeaveGuard(unsaved: boolean) {
  const released = useRef(false)
  // The router keeps the latest of these functions, so `unsaved` is this render's.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && !released.current && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (!unsaved) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [unsaved])
  return { blocker, release: () => void (released.current = true) }
}
