import { useEffect, useState } from 'react'

/**
 * 0 at first, then 1, 2, … up to `count`, one step a task, each after the browser has drawn the
 * step before (a frame, then a task). A component that does much as it mounts (a map: the layout
 * it measures, then each layer it sets up) mounts its parts stage by stage, so a slow phone gets
 * several short tasks instead of one that blocks it for a quarter of a second. A hidden page has
 * no frames: it steps by tasks alone.
 */
export function useStages(count: number): number {
  const [stage, setStage] = useState(0)
  useEffect(() => {
    if (stage >= count) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const step = () => {
      timer = setTimeout(() => setStage((current) => Math.min(count, current + 1)))
    }
    if (document.visibilityState === 'hidden') {
      step()
      return () => clearTimeout(timer)
    }
    const frame = requestAnimationFrame(step)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [stage, count])
  return stage
}
