// Whether the scene moves. 'still' under prefers-reduced-motion (no animation runs at all);
// 'paused' while the tab is hidden or after the visitor pressed pause (WCAG 2.2.2: remembered
// across visits); 'running' otherwise. The CSS reads it from data-motion.
export type Motion = 'running' | 'paused' | 'still'

export interface MotionSnapshot {
  motion: Motion
  /** The visitor's own choice, shown by the pause/play control. */
  isPausedByUser: boolean
  prefersReducedMotion: boolean
}

export const MOTION_KEY = 'vishwas:scenery:motion'

export interface MotionStoreOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
  matchMedia?: ((query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>) | undefined
  document?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'> | undefined
}

export interface MotionStore {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => MotionSnapshot
  setPaused: (paused: boolean) => void
}

export function createMotionStore({ storage, matchMedia, document: doc }: MotionStoreOptions): MotionStore {
  const query = matchMedia?.('(prefers-reduced-motion: reduce)')
  const listeners = new Set<() => void>()
  let isPausedByUser = false
  try {
    isPausedByUser = storage?.getItem(MOTION_KEY) === 'paused'
  } catch {
    // Storage blocked: start moving.
  }

  const compute = (): MotionSnapshot => {
    const prefersReducedMotion = query?.matches ?? false
    const motion: Motion = prefersReducedMotion ? 'still' : isPausedByUser || doc?.hidden ? 'paused' : 'running'
    return { motion, isPausedByUser, prefersReducedMotion }
  }
  let snapshot = compute()
  const update = () => {
    const next = compute()
    if (next.motion === snapshot.motion && next.isPausedByUser === snapshot.isPausedByUser && next.prefersReducedMotion === snapshot.prefersReducedMotion) return
    snapshot = next
    for (const listener of listeners) listener()
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        query?.addEventListener('change', update)
        doc?.addEventListener('visibilitychange', update)
      }
      listeners.add(listener)
      update()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          query?.removeEventListener('change', update)
          doc?.removeEventListener('visibilitychange', update)
        }
      }
    },
    getSnapshot: () => snapshot,
    setPaused(paused) {
      isPausedByUser = paused
      try {
        storage?.setItem(MOTION_KEY, paused ? 'paused' : 'playing')
      } catch {
        // Not remembered, still honoured for this visit.
      }
      update()
    },
  }
}
