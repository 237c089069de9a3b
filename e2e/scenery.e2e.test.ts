// The scenery in the production build: forced to a rainy night and a clear day it draws what
// SPEC §1 lists, in SPEC's numbers; the weather and the place name come from our own server;
// the motion pauses for a hidden tab and for the visitor, and is still under reduced motion.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage } from './browser'

const baseURL = inject('baseURL')
const RAINY_NIGHT = '/?sceneryTime=2026-01-01T22:00:00%2B05:30&sceneryWeather=rain&sceneryIntensity=heavy'
const CLEAR_DAY = '/?sceneryTime=2026-03-15T11:00:00%2B05:30&sceneryWeather=clear'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** How many of each thing the scene (not the footer) and the footer draw. */
function counts(page: Page, scope: '.sc-root' | 'footer', names: readonly string[]) {
  return page.evaluate(
    ([scope, names]) => Object.fromEntries(names.map((name) => [name, document.querySelectorAll(`${scope} [data-scenery="${name}"]`).length])),
    [scope, names] as const,
  )
}

const sceneThings = ['sky', 'star', 'sun', 'moon', 'firefly', 'cloud', 'bird', 'raindrop', 'hill', 'castle', 'building', 'forest', 'bonfire', 'plant'] as const
// The scene's own animations (a page's loading dots are not the scenery's to pause).
const sceneryAnimations = (page: Page, playState: AnimationPlayState) =>
  page.evaluate(
    (state) =>
      document.getAnimations().filter((a) => {
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null
        return a.playState === state && target instanceof Element && target.closest('.sc-root') !== null
      }).length,
    playState,
  )
const runningAnimations = (page: Page) => sceneryAnimations(page, 'running')
const pausedAnimations = (page: Page) => sceneryAnimations(page, 'paused')

async function openScene(path: string, options: { reducedMotion?: 'reduce' } = {}) {
  const watched = await openPage(browser, baseURL)
  if (options.reducedMotion) await watched.page.emulateMedia({ reducedMotion: options.reducedMotion })
  await watched.page.goto(path)
  await watched.page.locator('.sc-root').waitFor({ state: 'attached' })
  await watched.page.locator('[data-scenery="weather-panel"][aria-busy="false"]').waitFor()
  return watched
}

describe('the scenery', () => {
  it('draws a rainy night: 100 stars, the moon in its phase, 30 fireflies, 100 raindrops, the bonfire and lit windows', async () => {
    const { page, errors } = await openScene(RAINY_NIGHT)
    expect(await page.locator('.sc-root').getAttribute('data-time')).toBe('night')
    expect(await counts(page, '.sc-root', sceneThings)).toEqual({
      sky: 1,
      star: 100,
      sun: 0,
      moon: 1,
      firefly: 30,
      cloud: 0,
      bird: 0,
      raindrop: 100,
      hill: 3,
      castle: 1,
      building: 9,
      forest: 1,
      bonfire: 1,
      plant: 1,
    })
    expect(await page.locator('.sc-root [data-scenery="moon"]').getAttribute('data-phase-name')).toBe('Waxing Gibbous')
    expect(await page.locator('.sc-root [data-scenery="window"][data-lit="true"]').count()).toBeGreaterThan(50)
    expect(await page.locator('[data-scenery="plant"]').getAttribute('data-raining')).toBe('true')
    // The footer's own sky: 20 stars, 15 raindrops and the moon's name.
    expect(await counts(page, 'footer', ['star', 'raindrop'])).toEqual({ star: 20, raindrop: 15 })
    await expect.poll(() => page.locator('footer').innerText()).toContain('Waxing Gibbous')
    await expect.poll(() => page.getByRole('region', { name: 'Weather' }).innerText()).toContain('Heavy rain')
    expect(await runningAnimations(page)).toBeGreaterThan(200)
    expect(errors).toEqual([])
  })

  it('draws a clear day: the sun, clouds and birds; no stars, rain, fireflies, bonfire or lit windows', async () => {
    const { page, errors } = await openScene(CLEAR_DAY)
    expect(await counts(page, '.sc-root', sceneThings)).toMatchObject({ sun: 1, cloud: 4, bird: 5, star: 0, moon: 0, firefly: 0, raindrop: 0, bonfire: 0 })
    expect(await page.locator('.sc-root [data-scenery="window"][data-lit="true"]').count()).toBe(0)
    expect(await counts(page, 'footer', ['star', 'raindrop'])).toEqual({ star: 0, raindrop: 0 })
    expect(errors).toEqual([])
  })

  it('asks only our server for the weather and the place name, never a provider', async () => {
    const watched = await openPage(browser, baseURL)
    await watched.page.context().grantPermissions(['geolocation'])
    await watched.page.context().setGeolocation({ latitude: 30.7046, longitude: 76.7179 })
    const origins = new Set<string>()
    watched.page.on('request', (request) => origins.add(new URL(request.url()).origin))
    const weather = watched.page.waitForResponse((response) => response.url().includes('/api/weather?'))
    await watched.page.goto('/')
    expect((await weather).status()).toBe(200)
    const panel = watched.page.getByRole('region', { name: 'Weather' })
    await expect.poll(() => panel.innerText()).toContain('Mohali')
    expect(await panel.innerText()).toContain('Conditions unknown')
    expect([...origins]).toEqual([baseURL])
    expect(watched.errors).toEqual([])
  })

  it("falls back when the visitor refuses the location: 'Location unavailable', said but taking no room at 360 px", async () => {
    const { page } = await openScene('/')
    await page.setViewportSize({ width: 360, height: 800 })
    const panel = page.getByRole('region', { name: 'Weather' })
    await expect.poll(() => panel.innerText()).toContain('Location unavailable')
    // Nothing known but the time of day: only the sun or moon, the place in its name and tooltip.
    expect(await panel.getAttribute('data-size')).toBe('icon')
    expect(await panel.getAttribute('title')).toBe('Location unavailable')
    expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(44)
  })
})

describe('the scenery in motion', () => {
  it('holds every animation while the tab is hidden', async () => {
    const { page } = await openScene(RAINY_NIGHT)
    const running = await runningAnimations(page)
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(await runningAnimations(page)).toBe(0)
    expect(await pausedAnimations(page)).toBe(running)
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(await runningAnimations(page)).toBe(running)
  })

  it('pauses for the visitor, and stays paused on the next visit', async () => {
    const { page } = await openScene(RAINY_NIGHT)
    await page.getByRole('button', { name: 'Pause scenery animation' }).click()
    expect(await runningAnimations(page)).toBe(0)
    await page.reload()
    await page.locator('[data-scenery="weather-panel"]').waitFor()
    await page.getByRole('button', { name: 'Play scenery animation' }).waitFor()
    expect(await runningAnimations(page)).toBe(0)
    await page.getByRole('button', { name: 'Play scenery animation' }).click()
    // The scene's own animations: another of the page's (its loading dots) may be running before they start.
    await expect.poll(() => runningAnimations(page)).toBeGreaterThan(200)
    expect(await pausedAnimations(page)).toBe(0)
  })

  it('is still under prefers-reduced-motion', async () => {
    const { page } = await openScene(RAINY_NIGHT, { reducedMotion: 'reduce' })
    expect(await page.locator('.sc-root').getAttribute('data-motion')).toBe('still')
    expect(await page.evaluate(() => document.querySelectorAll('.sc-root [data-scenery="raindrop"]').length)).toBe(100)
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
  })

  it('shows the developer overlay with Shift+D', async () => {
    const { page } = await openScene(RAINY_NIGHT)
    const overlay = page.getByRole('complementary', { name: 'Scenery developer overlay' })
    expect(await overlay.count()).toBe(0)
    await page.keyboard.press('Shift+D')
    expect(await overlay.innerText()).toContain('Moon phase')
    expect(await page.locator('[data-scenery="dev-overlay"]').count()).toBe(1)
  })
})
