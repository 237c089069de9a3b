import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createMotionStore, MOTION_KEY } from '../lib/motion-store'
import { createWeatherStore } from '../lib/weather-store'
import { moments } from '../testing/scene-states'
import { SceneryBackdrop, SceneryBar } from './scenery-root'

function stores(options: { reducedMotion?: boolean; storage?: Storage } = {}) {
  const weatherStore = createWeatherStore({
    fetchWeather: () => Promise.reject(new Error('not called')),
    fetchPlaceName: () => Promise.reject(new Error('not called')),
    overrides: { time: new Date(moments.night), weather: 'rain', debug: false },
  })
  const media = Object.assign(new EventTarget(), { matches: options.reducedMotion ?? false })
  const motionStore = createMotionStore({ storage: options.storage ?? window.localStorage, matchMedia: () => media, document })
  return { weatherStore, motionStore }
}

describe('SceneryBar: the pause/play control (WCAG 2.2.2)', () => {
  it('pauses the scene, and the choice outlives the visit', async () => {
    window.localStorage.removeItem(MOTION_KEY)
    const user = userEvent.setup()
    const first = stores()
    const { container, unmount } = render(
      <>
        <SceneryBar {...first} />
        <SceneryBackdrop {...first} debug={false} />
      </>,
    )
    expect(container.querySelector('.sc-root')?.getAttribute('data-motion')).toBe('running')
    await user.click(screen.getByRole('button', { name: 'Pause scenery animation' }))
    expect(container.querySelector('.sc-root')?.getAttribute('data-motion')).toBe('paused')
    expect(window.localStorage.getItem(MOTION_KEY)).toBe('paused')
    unmount()

    const next = stores()
    render(<SceneryBar {...next} />)
    const play = screen.getByRole('button', { name: 'Play scenery animation' })
    expect(play.getAttribute('aria-pressed')).toBe('true')
    await user.click(play)
    expect(window.localStorage.getItem(MOTION_KEY)).toBe('playing')
  })

  it('has nothing to pause under prefers-reduced-motion: the scene is still', () => {
    const still = stores({ reducedMotion: true })
    const { container } = render(
      <>
        <SceneryBar {...still} />
        <SceneryBackdrop {...still} debug={false} />
      </>,
    )
    expect(screen.queryByRole('button', { name: /scenery animation/ })).toBeNull()
    expect(container.querySelector('.sc-root')?.getAttribute('data-motion')).toBe('still')
  })

  it('holds the scene while the tab is hidden', () => {
    const running = stores()
    const { container } = render(<SceneryBackdrop {...running} debug={false} />)
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(container.querySelector('.sc-root')?.getAttribute('data-motion')).toBe('paused')
    Object.defineProperty(document, 'hidden', hidden ?? { configurable: true, value: false })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(container.querySelector('.sc-root')?.getAttribute('data-motion')).toBe('running')
  })
})

describe('SceneryBackdrop: the developer overlay', () => {
  it('is off by default and Shift+D toggles it, but not while typing', async () => {
    const user = userEvent.setup()
    render(
      <>
        <input aria-label="City" />
        <SceneryBackdrop {...stores()} debug={false} />
      </>,
    )
    expect(screen.queryByRole('complementary', { name: 'Scenery developer overlay' })).toBeNull()
    await user.keyboard('{Shift>}D{/Shift}')
    const overlay = screen.getByRole('complementary', { name: 'Scenery developer overlay' })
    expect(overlay.getAttribute('data-scenery')).toBe('dev-overlay')
    for (const label of ['Moon phase', 'Sun position', 'Wind', 'Humidity', 'Cloud cover']) expect(overlay.textContent).toContain(label)
    expect(overlay.textContent).toContain('Waxing Gibbous')
    await user.click(screen.getByRole('textbox', { name: 'City' }))
    await user.keyboard('{Shift>}D{/Shift}')
    expect(screen.getByRole('complementary', { name: 'Scenery developer overlay' })).toBeTruthy()
    await user.click(document.body)
    await user.keyboard('{Shift>}D{/Shift}')
    expect(screen.queryByRole('complementary', { name: 'Scenery developer overlay' })).toBeNull()
  })

  it('is shown from the start with ?sceneryDebug=1', () => {
    render(<SceneryBackdrop {...stores()} debug />)
    expect(screen.getByRole('complementary', { name: 'Scenery developer overlay' })).toBeTruthy()
  })
})
