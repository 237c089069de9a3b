import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Scene } from '../components/scene'
import { ANIMATION_BATCH } from '../lib/animations'
import type { Motion } from '../lib/motion-store'
import { moments, sceneState } from '../testing/scene-states'

// jsdom has no Web Animations: a stand-in that records what was started, paused and cancelled.
interface FakeAnimation {
  target: Element
  keyframes: Keyframe[]
  options: KeyframeAnimationOptions
  playState: 'running' | 'paused' | 'idle'
}
let started: FakeAnimation[] = []

beforeEach(() => {
  vi.useFakeTimers()
  started = []
  Element.prototype.animate = vi.fn(function (this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const animation: FakeAnimation = { target: this, keyframes, options, playState: 'running' }
    started.push(animation)
    return Object.assign(animation, {
      pause: () => void (animation.playState = 'paused'),
      play: () => void (animation.playState = 'running'),
      cancel: () => void (animation.playState = 'idle'),
    }) as unknown as Animation
  })
})
afterEach(() => {
  vi.useRealTimers()
  delete (Element.prototype as Partial<Element>).animate
})

const rainyNight = sceneState(moments.night, 'rain', 'heavy')
/** The batches still to start, each in a task of its own. */
const startTheRest = () =>
  act(() => {
    vi.runAllTimers()
  })
const draw = (motion: Motion) => {
  const view = render(<Scene state={rainyNight} motion={motion} />)
  startTheRest()
  return view
}
const states = () => started.map((a) => a.playState)

describe('scene motion', () => {
  it('runs every raindrop, star twinkle and firefly, looping, on transform and opacity only', () => {
    draw('running')
    const drops = started.filter((a) => a.target.getAttribute('data-scenery') === 'raindrop')
    expect(drops).toHaveLength(100)
    expect(started.filter((a) => a.target.getAttribute('data-scenery') === 'firefly')).toHaveLength(60) // wander + glow
    expect(states().every((s) => s === 'running')).toBe(true)
    expect(started.every((a) => a.options.iterations === Infinity)).toBe(true)
    const properties = new Set(started.flatMap((a) => a.keyframes.flatMap((k) => Object.keys(k).filter((p) => p !== 'offset'))))
    expect([...properties].sort()).toEqual(['opacity', 'transform'])
  })

  it('holds everything while paused (hidden tab or the pause control) and resumes', () => {
    const { rerender } = draw('running')
    rerender(<Scene state={rainyNight} motion="paused" />)
    expect(states().every((s) => s === 'paused')).toBe(true)
    rerender(<Scene state={rainyNight} motion="running" />)
    expect(states().every((s) => s === 'running')).toBe(true)
  })

  it('runs nothing at all when still (prefers-reduced-motion)', () => {
    const still = draw('still')
    expect(started).toHaveLength(0)
    still.unmount()
    const { rerender } = draw('running')
    const count = started.length
    rerender(<Scene state={rainyNight} motion="still" />)
    expect(started).toHaveLength(count)
    expect(states().every((s) => s === 'idle')).toBe(true)
  })

  it('stops the old motions when the weather changes', () => {
    const { rerender } = draw('running')
    const before = started.length
    rerender(<Scene state={sceneState(moments.night, 'clear')} motion="running" />)
    startTheRest()
    expect(started.slice(0, before).every((a) => a.playState === 'idle')).toBe(true)
    expect(started.slice(before).every((a) => a.playState === 'running')).toBe(true)
  })

  it('starts a batch at once and the rest a batch a task, each held if the scene was paused meanwhile', () => {
    const { rerender } = render(<Scene state={rainyNight} motion="running" />)
    const targets = () => new Set(started.map((a) => a.target)).size
    expect(targets()).toBe(ANIMATION_BATCH)
    rerender(<Scene state={rainyNight} motion="paused" />)
    act(() => {
      vi.advanceTimersToNextTimer()
    })
    expect(targets()).toBe(2 * ANIMATION_BATCH)
    startTheRest()
    expect(started.length).toBeGreaterThan(4 * ANIMATION_BATCH)
    expect(states().every((s) => s === 'paused')).toBe(true)
  })

  it('starts no more batches once the scene is gone', () => {
    const { unmount } = render(<Scene state={rainyNight} motion="running" />)
    const first = started.length
    unmount()
    startTheRest()
    expect(started).toHaveLength(first)
    expect(states().every((s) => s === 'idle')).toBe(true)
  })
})
