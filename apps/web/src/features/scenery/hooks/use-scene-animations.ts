import { useEffect, useRef, type RefObject } from 'react'
import { startAnimations } from '../lib/animations'
import type { Motion } from '../lib/motion-store'

/**
 * Runs the motions under `root` while `motion` is 'running', holds them while 'paused' (hidden
 * tab, or the visitor's pause), and runs none at all when 'still' (reduced motion). `layout`
 * changes when the set of moving things changes (time of day, weather), which restarts them.
 */
export function useSceneAnimations(root: RefObject<HTMLElement | null>, motion: Motion, layout: string) {
  const animations = useRef<Animation[]>([])
  const isStill = motion === 'still'

  useEffect(() => {
    const element = root.current
    if (!element || isStill) return
    const started = startAnimations(element)
    animations.current = started
    return () => {
      for (const animation of started) animation.cancel()
      animations.current = []
    }
  }, [root, layout, isStill])

  useEffect(() => {
    for (const animation of animations.current) {
      if (motion === 'paused') animation.pause()
      else animation.play()
    }
  }, [motion, layout])
}
