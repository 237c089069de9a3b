// A buyer on a 360 px phone looks for a place the way people name it: an old name (Bangalore)
// or a typo, picks a suggestion with the mouse or the keyboard, and the list shows that place.
import { describe, expect, inject, it } from 'vitest'
import { api, browserForFile, openPage } from './browser'

const baseURL = inject('baseURL')
const PHONE = { width: 360, height: 740 }

type Place = { city: string; locality: string | null; count: number; label: string }

const browser = browserForFile()

describe('searching by place', () => {
  it("finds Bengaluru by 'Bangalore' and lists its listings, without sideways scrolling", async () => {
    const [bengaluru] = (await api<{ places: Place[] }>(baseURL, '/api/public/places?q=Bangalore&listingType=sale')).places
    expect(bengaluru).toMatchObject({ city: 'Bengaluru', locality: null, label: 'Bengaluru, Karnataka' })
    const { page, errors } = await openPage(browser(), baseURL, PHONE)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    const field = page.getByRole('combobox', { name: 'City or locality' })
    // The drawn field is read-only until the app takes the page over: keys typed before would be lost.
    await expect.poll(() => field.isEditable()).toBe(true)
    await field.pressSequentially('Bangalore')
    const option = page.getByRole('option', { name: `Bengaluru, Karnataka, ${bengaluru!.count} listings` })
    await option.waitFor()
    expect(await field.getAttribute('aria-expanded')).toBe('true')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const box = await page.getByRole('listbox', { name: 'Places' }).boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
    await option.click()
    await page.waitForURL(/[?&]city=Bengaluru(&|$)/)
    await expect.poll(() => page.locator('#results-heading').innerText(), { timeout: 15_000 }).toBe(`${bengaluru!.count} listings`)
    await expect.poll(async () => (await page.getByRole('article').allInnerTexts()).every((text) => text.includes('Bengaluru')), { timeout: 15_000 }).toBe(true)
    expect(await field.inputValue()).toBe('Bengaluru')
    expect(errors).toEqual([])
  })

  it('takes a typo and a locality from the keyboard alone', async () => {
    const [whitefield] = (await api<{ places: Place[] }>(baseURL, '/api/public/places?q=Whitefeild&listingType=sale')).places
    expect(whitefield).toMatchObject({ city: 'Bengaluru', locality: 'Whitefield', label: 'Whitefield, Bengaluru' })
    const { page, errors } = await openPage(browser(), baseURL, PHONE)
    await page.goto('/')
    await page.getByRole('article').first().waitFor()
    const field = page.getByRole('combobox', { name: 'City or locality' })
    // The drawn field is read-only until the app takes the page over: keys typed before would be lost.
    await expect.poll(() => field.isEditable()).toBe(true)
    await field.focus()
    await page.keyboard.type('Whitefeild')
    await page.getByRole('option', { name: `Whitefield, Bengaluru, ${whitefield!.count} listing${whitefield!.count === 1 ? '' : 's'}` }).waitFor()
    await page.keyboard.press('ArrowDown')
    expect(await field.getAttribute('aria-activedescendant')).toBe(await page.getByRole('listbox', { name: 'Places' }).getByRole('option').first().getAttribute('id'))
    await page.keyboard.press('Enter')
    await page.waitForURL(/city=Bengaluru&locality=Whitefield/)
    await expect.poll(async () => (await page.getByRole('article').allInnerTexts()).every((text) => text.includes('Whitefield')), { timeout: 15_000 }).toBe(true)
    expect(await page.getByRole('article').count()).toBe(Math.min(whitefield!.count, 10))
    expect(errors).toEqual([])
  })
})
