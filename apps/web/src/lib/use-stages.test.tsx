// useStages: one step a task, each after a frame, up to its count; a hidden page steps without frames.
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useStages } from './use-stages'

const FRAME_MS = 16

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useStages', () => {
  it('steps from 0 to its count, one step after each frame, and stops there', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const { result } = renderHook(() => useStages(3))
    expect(result.current).toBe(0)
    // No step before the frame: the browser draws what is there first.
    act(() => void vi.advanceTimersByTime(0))
    expect(result.current).toBe(0)
    for (const stage of [1, 2, 3]) {
      // The frame, then the task it asks for.
      act(() => void vi.advanceTimersByTime(FRAME_MS + 1))
      expect(result.current).toBe(stage)
    }
    act(() => void vi.advanceTimersByTime(10 * FRAME_MS))
    expect(result.current).toBe(3)
  })

  it('steps by tasks alone on a hidden page, which has no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    const { result } = renderHook(() => useStages(2))
    act(() => void vi.advanceTimersByTime(0))
    act(() => void vi.advanceTimersByTime(0))
    expect(result.current).toBe(2)
    expect(frame).not.toHaveBeenCalled()
  })

  it('takes no step after it is unmounted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const { result, unmount } = renderHook(() => useStages(2))
    unmount()
    act(() => void vi.advanceTimersByTime(10 * FRAME_MS))
    expect(result.current).toBe(0)
  })
})
