import { render } from '@testing-library/react'
import type { WeatherIntensity, WeatherType } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { moments, sceneState } from '../testing/scene-states'
import { Scene } from './scene'
import { BIRD_COUNT, CLOUD_COUNT } from './sky'

function drawScene(at: string, weather: WeatherType = 'clear', intensity: WeatherIntensity = 'medium') {
  const { container } = render(<Scene state={sceneState(at, weather, intensity)} motion="running" />)
  const all = (name: string) => container.querySelectorAll(`[data-scenery="${name}"]`)
  const count = (name: string) => all(name).length
  return { container, all, count }
}

const counted = ['sky', 'star', 'sun', 'moon', 'firefly', 'cloud', 'bird', 'raindrop', 'bonfire'] as const

describe('Scene: what is drawn by time of day (clear sky)', () => {
  it.each([
    ['night', moments.night, { sky: 1, star: 100, sun: 0, moon: 1, firefly: 30, cloud: 0, bird: 0, raindrop: 0, bonfire: 1 }],
    ['sunrise', moments.sunrise, { sky: 1, star: 100, sun: 1, moon: 0, firefly: 0, cloud: 0, bird: 0, raindrop: 0, bonfire: 0 }],
    ['day', moments.day, { sky: 1, star: 0, sun: 1, moon: 0, firefly: 0, cloud: CLOUD_COUNT.clear, bird: BIRD_COUNT, raindrop: 0, bonfire: 0 }],
    ['sunset', moments.sunset, { sky: 1, star: 100, sun: 1, moon: 0, firefly: 0, cloud: 0, bird: 0, raindrop: 0, bonfire: 1 }],
  ])('%s', (time, at, expected) => {
    const { container, count } = drawScene(at)
    expect(container.querySelector('.sc-root')?.getAttribute('data-time')).toBe(time)
    expect(Object.fromEntries(counted.map((name) => [name, count(name)]))).toEqual(expected)
  })

  it('always has the landscape: three hills, the castle, the buildings, the forest and the plant', () => {
    for (const at of Object.values(moments)) {
      const { count } = drawScene(at)
      expect([count('hill'), count('castle'), count('building'), count('forest'), count('plant')]).toEqual([3, 1, 9, 1, 1])
      expect(count('window')).toBeGreaterThan(100)
    }
  })
})

describe('Scene: lit windows and the bonfire', () => {
  it('lights most windows at night and at sunset, none by day or at sunrise', () => {
    for (const [at, lit] of [
      [moments.night, true],
      [moments.sunset, true],
      [moments.day, false],
      [moments.sunrise, false],
    ] as const) {
      const { all } = drawScene(at)
      const windows = [...all('window')]
      const litCount = windows.filter((w) => w.getAttribute('data-lit') === 'true').length
      if (lit) {
        expect(litCount).toBeGreaterThan(windows.length / 2)
        expect(litCount).toBeLessThan(windows.length)
      } else {
        expect(litCount).toBe(0)
      }
    }
  })

  it('burns the bonfire only at night or sunset', () => {
    expect([moments.night, moments.sunset, moments.day, moments.sunrise].map((at) => drawScene(at).count('bonfire'))).toEqual([1, 1, 0, 0])
  })
})

describe('Scene: weather', () => {
  it('draws 100 raindrops when it rains, by day and by night', () => {
    expect(drawScene(moments.night, 'rain').count('raindrop')).toBe(100)
    expect(drawScene(moments.day, 'rain', 'light').count('raindrop')).toBe(100)
  })

  it('makes heavy rain longer and faster than light rain', () => {
    const heavy = drawScene(moments.night, 'rain', 'heavy')
    const light = drawScene(moments.night, 'rain', 'light')
    const average = (drops: NodeListOf<Element>, read: (el: HTMLElement) => number) => [...drops].reduce((sum, el) => sum + read(el as HTMLElement), 0) / drops.length
    const length = (el: HTMLElement) => Number.parseFloat(el.style.height)
    const seconds = (el: HTMLElement) => Number(el.dataset.anim?.split(':')[1])
    expect(average(heavy.all('raindrop'), length)).toBeGreaterThan(average(light.all('raindrop'), length))
    expect(average(heavy.all('raindrop'), seconds)).toBeLessThan(average(light.all('raindrop'), seconds))
    expect(heavy.container.querySelector('.sc-root')?.getAttribute('data-intensity')).toBe('heavy')
  })

  it('falls as snow when it snows, and a storm brings lightning', () => {
    const snow = drawScene(moments.night, 'snow')
    expect([...snow.all('raindrop')].every((el) => el.getAttribute('data-look') === 'snow')).toBe(true)
    expect(snow.count('raindrop')).toBe(100)
    expect(drawScene(moments.night, 'storm').container.querySelector('.sc-lightning')).not.toBeNull()
    expect(drawScene(moments.night, 'rain').container.querySelector('.sc-lightning')).toBeNull()
  })

  it('brings more, greyer clouds on an overcast day', () => {
    const cloudy = drawScene(moments.day, 'cloudy')
    expect(cloudy.count('cloud')).toBe(CLOUD_COUNT.overcast)
    expect(cloudy.container.querySelector('.sc-clouds')?.classList.contains('is-grey')).toBe(true)
  })

  it('has the plant react to rain', () => {
    expect(drawScene(moments.day, 'rain').all('plant')[0]?.getAttribute('data-raining')).toBe('true')
    expect(drawScene(moments.day, 'clear').all('plant')[0]?.getAttribute('data-raining')).toBe('false')
  })
})

describe('Scene: the moon', () => {
  it('shows its phase, named', () => {
    const full = drawScene(moments.fullMoonNight).all('moon')[0]
    expect([full?.getAttribute('data-phase'), full?.getAttribute('data-phase-name')]).toEqual(['4', 'Full Moon'])
    const gibbous = drawScene(moments.night).all('moon')[0]
    expect(gibbous?.getAttribute('data-phase-name')).toBe('Waxing Gibbous')
  })

  it('rides the arc with the night: low in the east at dusk, high at midnight', () => {
    const top = (at: string) => Number.parseFloat((drawScene(at).all('moon')[0] as HTMLElement).style.top)
    expect(top('2026-03-03T19:30:00+05:30')).toBeGreaterThan(top('2026-03-04T00:30:00+05:30'))
  })
})
