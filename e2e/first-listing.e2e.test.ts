// A first listing: a number that has never signed in chooses "List your property", signs in,
// lists a flat through the property form and finds it in My Portfolio.
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, openPage, serveBlankTiles } from './browser'
import { accountJourneyPhones, submitSignIn, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const browser = browserForFile()

describe('a first listing', () => {
  it('a new number signs in, lists a property and sees it in the portfolio', async () => {
    const { page, errors } = await openPage(browser(), baseURL)
    await serveBlankTiles(page)
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'List your property' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await submitSignIn(page, baseURL, accountJourneyPhones.lister)
    await page.waitForURL('**/seller/property/create')

    const form = page.getByRole('form', { name: 'Add New Property' })
    const title = `First flat in Kakkanad ${Date.now()}`
    await form.getByLabel('Title').fill(title)
    await form.getByLabel(/^Property type/).selectOption('residential')
    await form.getByLabel(/^Status/).selectOption('active')
    await form.getByLabel(/^City/).fill('Kochi')
    await form.getByLabel(/^State/).selectOption('Kerala')
    await form.getByLabel('Total area').fill('1150')
    await form.getByLabel('Total price (₹)').fill('6800000')
    await form.getByRole('button', { name: 'Save property' }).click()
    await page.waitForURL(new RegExp(`/seller/properties/${UUID}$`))
    await page.getByRole('heading', { name: title }).waitFor()

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click()
    await page.waitForURL('**/seller/properties')
    await page.getByText(title).first().waitFor()
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
