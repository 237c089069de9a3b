import { useEffect, useState } from 'react'

/**
 * Whole seconds left of a countdown from `seconds`. It starts again whenever `restartKey`
 * changes (e.g. each time a code is sent).
 */
export function useCountdown(seconds: number, restartKey: unknown = null): number {
  const start = Math.max(0, Math.ceil(seconds))
  const [countdown, setCountdown] = useState({ key: restartKey, remaining: start })
  if (countdown.key !== restartKey) setCountdown({ key: restartKey, remaining: start })
  const { remaining } = countdown

  const isRunning = remaining > 0
  useEffect(() => {
    if (!isRunning) return
    const timer = setInterval(() => setCountdown((c) => (c.remaining > 0 ? { ...c, remaining: c.remaining - 1 } : c)), 1000)
    return () => clearInterval(timer)
  }, [isRunning, countdown.key])

  return countdown.key === restartKey ? remaining : start
}

/** 75 -> '1:15', 9 -> '0:09'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
