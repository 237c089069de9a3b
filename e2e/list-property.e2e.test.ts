// "List your property" at 360 px: a visitor who has never signed in opens it from the header's
// menu, signs in with a new number, lands in the property form as a seller, and the menu shows the
// seller's entries at once; the role is kept (a reload finds the form again).
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage, serveBlankTiles } from './browser'
import { submitSignIn, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
// A number no demo user has: the account is created at this sign-in.
const NEWCOMER = '+919876500017'

const browser = browserForFile()

describe('List your property', () => {
  it('takes a new visitor through sign-in into the property form as a seller', async () => {
    const { page, errors } = await openPage(browser(), baseURL, { width: 360, height: 780 })
    await serveBlankTiles(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const mobileMenu = page.getByRole('navigation', { name: 'Mobile' })
    await mobileMenu.getByRole('link', { name: 'List your property' }).click()

    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByText('Sign in to list your property: you go straight to the property form.').waitFor()
    await submitSignIn(page, baseURL, NEWCOMER)

    await page.waitForURL('**/seller/property/create')
    await page.getByRole('heading', { level: 1, name: 'Add New Property' }).waitFor()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const links = await mobileMenu.getByRole('link').allInnerTexts()
    expect(links).toEqual(expect.arrayContaining(['Add New Property', 'My Portfolio', 'My Properties']))
    expect(links).not.toContain('List your property')
    expect(await mobileMenu.innerText()).toContain('Seller')

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Add New Property' }).waitFor()
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
