import { useEffect, useRef, type RefObject } from 'react'
import { startAnimations, type SceneMotions } from '../lib/animations'
import type { Motion } from '../lib/motion-store'

/**
 * Runs the motions under `root` while `motion` is 'running', holds them while 'paused' (hidden
 * tab, or the visitor's pause), and runs none at all when 'still' (reduced motion). `layout`
 * changes when the set of moving things changes (time of day, weather), which restarts them.
 */
export function useSceneAnimations(root: RefObject<HTMLElement | null>, motion: Motion, layout: string) {
  const motions = useRef<SceneMotions | null>(null)
  const isStill = motion === 'still'

  useEffect(() => {
    const element = root.current
    if (!element || isStill) return
    const started = startAnimations(element)
    motions.current = started
    return () => {
      started.cancel()
      motions.current = null
    }
  }, [root, layout, isStill])

  useEffect(() => {
    motions.current?.setPaused(motion === 'paused')
  }, [motion, layout])
}
