// The closing countdown in words: 'Closes in 2 d 3 h', '4 min 05 s', 'Closed'.
import { useEffect, useState } from 'react'

export function timeLeft(closesAt: string, now: number): string {
  const ms = Date.parse(closesAt) - now
  if (!(ms > 0)) return 'Closed'
  const seconds = Math.floor(ms / 1000)
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const secs = seconds % 60
  if (days > 0) return `Closes in ${days} d ${hours} h`
  if (hours > 0) return `Closes in ${hours} h ${minutes} min`
  return `Closes in ${minutes} min ${String(secs).padStart(2, '0')} s`
}

/** The current time, ticking every `everyMs` while mounted. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
