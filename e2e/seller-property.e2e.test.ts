// The demo seller lists a plot: draws its boundary on the map (city and state come from the
// boundary's place), saves it, finds it in My Portfolio, edits its price, compares it with
// another listing, exports it, and imports the exported file back as a new listing.
import { readFile } from 'node:fs/promises'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage, serveBlankTiles } from './browser'
import { signInAs, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

const browser = browserForFile()

/** The map opens on all of India; the seller zooms in to the streets to draw. */
const INDIA_ZOOM = 5
const DRAWING_ZOOM = 15

/**
 * Zooms in to the streets, then draws a four-cornered polygon with the map's polygon tool around
 * the map's centre: 80 × 60 px, about 9 hectares at this zoom in the middle of India.
 */
async function drawBoundary(page: Page): Promise<void> {
  const map = page.getByTestId('boundary-map')
  await map.scrollIntoViewIfNeeded()
  const box = await map.boundingBox()
  if (!box) throw new Error('the boundary map is not visible')
  // One level at a time: Leaflet ignores a zoom asked for while the last one is animating. The
  // offline basemap makes the new level's tiles as its animation starts (each says its zoom),
  // and the class goes when it ends.
  for (let zoom = INDIA_ZOOM + 1; zoom <= DRAWING_ZOOM; zoom += 1) {
    await map.getByRole('button', { name: 'Zoom in' }).click()
    await map.locator(`canvas[data-zoom="${zoom}"]`).first().waitFor({ state: 'attached' })
    await map.locator('.leaflet-zoom-anim').waitFor({ state: 'detached' })
  }
  await map.locator('[title="Draw Polygons"]').click()
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const corners: [number, number][] = [
    [cx - 40, cy - 30],
    [cx + 40, cy - 30],
    [cx + 40, cy + 30],
    [cx - 40, cy + 30],
  ]
  for (const [x, y] of corners) await page.mouse.click(x, y)
  // Closing the ring on the first corner finishes the shape.
  await page.mouse.click(corners[0]![0], corners[0]![1])
}

describe('a seller manages a property', () => {
  it('creates a plot by drawing it, finds, edits, compares, exports and imports it back', async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    await serveBlankTiles(page)
    await signInAs(page, baseURL, 'seller')

    // The header offers Add New Property to a seller.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add New Property' }).click()
    await page.waitForURL('**/seller/property/create')
    const form = page.getByRole('form', { name: 'Add New Property' })
    const title = `Corner plot drawn ${Date.now()}`
    await form.getByLabel('Title').fill(title)
    await form.getByLabel(/^Property type/).selectOption('land')
    await form.getByLabel(/^Status/).selectOption('active')

    await drawBoundary(page)
    // Four corners listed, and the place of the boundary fills city and state.
    await expect.poll(() => form.getByRole('list', { name: /corner|vertices|boundary/i }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(4)
    await expect.poll(() => form.getByLabel(/^City/).inputValue(), { timeout: 15_000 }).not.toBe('')
    expect(await form.getByLabel(/^State/).inputValue()).not.toBe('')
    // A listing needs its area: the boundary's, taken as the total.
    await form.getByRole('button', { name: /^Use .+ as the total area$/ }).click()
    expect(Number(await form.getByLabel('Total area').inputValue())).toBeGreaterThan(0)
    await form.getByLabel('Total price (₹)').fill('4500000')
    await form.getByRole('button', { name: 'Save property' }).click()
    await page.waitForURL(new RegExp(`/seller/properties/${UUID}$`))
    const id = page.url().split('/').at(-1)!
    await page.getByRole('heading', { name: title }).waitFor()

    // My Portfolio finds it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click()
    await page.getByRole('searchbox', { name: 'Search' }).fill(title)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/q=/)
    await page.getByRole('link', { name: `Edit ${title}` }).first().click()

    // Edit: a new price, saved.
    await page.waitForURL(`**/seller/properties/${id}/edit`)
    const edit = page.getByRole('form', { name: `Edit ${title}` })
    await edit.getByLabel('Total price (₹)').fill('4750000')
    await edit.getByRole('button', { name: 'Save property' }).click()
    await page.waitForURL(`**/seller/properties/${id}`)
    await page.getByText('₹47,50,000').first().waitFor()

    // Compare it with another of the seller's listings.
    await page.goto('/seller/properties')
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ })
    await boxes.first().waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await boxes.nth(0).check()
    await boxes.nth(1).check()
    await page.getByRole('button', { name: 'Compare' }).click()
    const comparison = page.getByRole('region', { name: 'Comparison table' })
    await comparison.waitFor()
    expect(await comparison.getByRole('row').count()).toBeGreaterThan(5)
    await page.getByRole('button', { name: 'Close comparison' }).click()

    // Export it: a JSON file named from its reference.
    await page.getByRole('searchbox', { name: 'Search' }).fill(title)
    await page.getByRole('button', { name: 'Search' }).click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Export ${title}` }).first().click()])
    expect(download.suggestedFilename()).toMatch(/^PROP-[A-Z0-9-]+-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/)
    const file = await download.path()
    const exported = JSON.parse(await readFile(file, 'utf8')) as { id: string; basicInfo: { title: string }; financial: { pricing: { totalPrice: number } } }
    expect(exported.id).toBe(id)
    expect(exported.financial.pricing.totalPrice).toBe(4_750_000)

    // Import the file back: a second listing with the same title.
    await page.getByLabel('JSON file', { exact: true }).setInputFiles(file)
    await page.getByRole('button', { name: 'Import' }).click()
    await page.getByText('Imported 1 property.').waitFor()
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => page.getByRole('link', { name: `Edit ${title}` }).count(), { timeout: 15_000 }).toBe(2)

    expect(unexpectedErrors(errors)).toEqual([])
  })
})
