import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { pageOf } from '../../../testing/fixtures'
import { ownProperty, renderPortfolio } from '../portfolio-test-kit'

type User = ReturnType<typeof renderPortfolio>['user']

const villa = ownProperty({ title: 'Garden villa in Kharar', status: 'draft' })
const flat = ownProperty({ title: 'Flat in Zirakpur', status: 'draft' })
const shop = ownProperty({ title: 'Shop in Sector 17', status: 'active' })

describe('changing the status of many properties', () => {
  it('sends one batch, reports the successes and each failure with its message', async () => {
    let changed = false
    const calls = fakeApi({
      'GET /api/properties': () => ({ body: pageOf(changed ? [{ ...villa, basicInfo: { ...villa.basicInfo, status: 'sold' } }, flat, shop] : [villa, flat, shop]) }),
      'PATCH /api/properties/batch': () => {
        changed = true
        return {
          body: {
            success: true,
            successful: [{ id: villa.id, reference: villa.reference }],
            failed: [{ reference: flat.reference, message: "You don't have permission to access property management tools" }],
            successCount: 1,
            failureCount: 1,
          },
        }
      },
    })
    const { user } = renderPortfolio()
    const changeButton = await screen.findByRole('button', { name: 'Change status' })
    expect(changeButton.hasAttribute('disabled')).toBe(true)
    await user.click(await screen.findByRole('checkbox', { name: 'Select Garden villa in Kharar' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Flat in Zirakpur' }))
    await user.selectOptions(screen.getByLabelText('New status'), 'Sold')
    await user.click(changeButton)

    const report = await screen.findByRole('alert')
    expect(calls.requests('PATCH', '/api/properties/batch')[0]!.body).toEqual({
      updates: [
        { reference: villa.reference, data: { basicInfo: { status: 'sold' } } },
        { reference: flat.reference, data: { basicInfo: { status: 'sold' } } },
      ],
    })
    expect(within(report).getByText(/Status changed for 1 property\./).textContent).toBe('Status changed for 1 property. 1 property could not be changed:')
    expect(within(report).getByRole('listitem').textContent).toBe(`Flat in Zirakpur (${flat.reference}): You don't have permission to access property management tools`)
    // The failure stays ticked to try again; the list shows the new status.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Flat in Zirakpur' }).checked).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Garden villa in Kharar' }).checked).toBe(false)
    const villaCard = (await screen.findByRole('link', { name: 'Garden villa in Kharar' })).closest('article')!
    expect(await within(villaCard).findByText('Sold')).toBeTruthy()
  })

  it('says so when every property changed', async () => {
    fakeApi({
      'GET /api/properties': () => ({ body: pageOf([villa, flat]) }),
      'PATCH /api/properties/batch': () => ({
        body: { success: true, successful: [villa, flat].map(({ id, reference }) => ({ id, reference })), failed: [], successCount: 2, failureCount: 0 },
      }),
    })
    const { user } = renderPortfolio()
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }))
    await user.click(screen.getByRole('button', { name: 'Change status' }))
    expect(await screen.findByText('Status changed for 2 properties.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Tick properties to compare them or change their status.')).toBeTruthy()
  })

  it("shows the server's refusal of the whole batch", async () => {
    fakeApi({
      'GET /api/properties': () => ({ body: pageOf([villa]) }),
      'PATCH /api/properties/batch': () => ({ status: 400, body: { success: false, message: 'Invalid updates array', code: 'VALIDATION_ERROR' } }),
    })
    const { user } = renderPortfolio()
    await user.click(await screen.findByRole('checkbox', { name: 'Select Garden villa in Kharar' }))
    await user.click(screen.getByRole('button', { name: 'Change status' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid updates array')
  })

  it.each([
    ['the sort', async (user: User) => user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high')],
    ['the page', async (user: User) => user.click(within(screen.getByRole('navigation', { name: 'Portfolio pages' })).getByRole('link', { name: 'Page 2' }))],
    [
      'the status filter',
      async (user: User) => {
        await user.selectOptions(screen.getByLabelText('Status'), 'draft')
        await user.click(screen.getByRole('button', { name: 'Search' }))
      },
    ],
  ])('unticks everything when %s changes, so nothing out of sight is changed', async (_what, change) => {
    const calls = fakeApi({ 'GET /api/properties': ({ url }) => ({ body: pageOf([villa, flat, shop], Number(url.searchParams.get('page') ?? 1), 25) }) })
    const { user, router } = renderPortfolio()
    await user.click(await screen.findByRole('checkbox', { name: 'Select Garden villa in Kharar' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Flat in Zirakpur' }))
    expect(screen.getByText('2 properties selected')).toBeTruthy()
    const before = router.state.location.search
    await change(user)
    await waitFor(() => expect(router.state.location.search).not.toBe(before))
    expect(await screen.findByText('Tick properties to compare them or change their status.')).toBeTruthy()
    expect(screen.queryByText('2 properties selected')).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Select Garden villa in Kharar' })).toHaveProperty('checked', false)
    expect(screen.getByRole('button', { name: 'Change status' }).hasAttribute('disabled')).toBe(true)
    expect(calls.requests('PATCH', '/api/properties/batch')).toHaveLength(0)
  })
})
