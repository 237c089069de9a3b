// node docs/screenshots/capture.mjs <base url> [out dir]
// Screenshots of the scenery in four states at 360 px and 1280 px wide, from a running server
// whose web build honours the scenery overrides (VITE_SCENERY_OVERRIDES=1 npm run build).
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const out = resolve(process.argv[3] ?? import.meta.dirname)
const states = {
  'day-clear': 'sceneryTime=2026-03-15T11:00:00%2B05:30&sceneryWeather=clear&sceneryTemperature=29',
  sunset: 'sceneryTime=2026-03-15T18:20:00%2B05:30&sceneryWeather=clear&sceneryTemperature=26',
  'night-rain': 'sceneryTime=2026-01-01T22:00:00%2B05:30&sceneryWeather=rain&sceneryIntensity=heavy&sceneryTemperature=11',
  'night-full-moon': 'sceneryTime=2026-03-03T21:30:00%2B05:30&sceneryWeather=clear&sceneryTemperature=17',
}
const widths = { 360: 740, 1280: 800 }

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const [width, height] of Object.entries(widths)) {
    const context = await browser.newContext({
      viewport: { width: Number(width), height },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      geolocation: { latitude: 30.7333, longitude: 76.7794 },
      permissions: ['geolocation'],
      // A still frame: no animation caught half-way.
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const [name, query] of Object.entries(states)) {
      await page.goto(`${base}/?city=Atlantis&${query}`)
      await page.getByText('No properties match').waitFor()
      await page.locator('[data-scenery="sky"]').waitFor()
      await page.locator('[data-scenery="weather-panel"][aria-busy="false"]').waitFor()
      await page.waitForTimeout(300)
      const file = join(out, `${name}-${width}.png`)
      await page.screenshot({ path: file })
      console.log(file)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
