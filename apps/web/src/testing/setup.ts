import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Lazy routes load their chunk on first render; on a busy two-core machine that can take
// longer than Testing Library's default one second.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no layout: scrolling is a no-op here (ScrollRestoration calls it).
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  // What one test keeps in the browser (the shortlist, recently viewed listings) is not the next one's.
  window.localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
