import { useSyncExternalStore } from 'react'
import { browserMotionStore } from '../lib/browser-stores'
import type { MotionSnapshot, MotionStore } from '../lib/motion-store'

export function useMotion(store: MotionStore = browserMotionStore()): MotionSnapshot & { setPaused: (paused: boolean) => void } {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return { ...snapshot, setPaused: store.setPaused }
}
