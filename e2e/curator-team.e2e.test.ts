// The dealer's team by invitation: the demo dealer invites a phone number as an agent and is told
// only that the invitation was sent; that person signs in, finds the invitation on their profile
// (who invites them, to which team, as what), accepts, and can then open the tools of a listing
// the dealer represents. The pages are looked at on a desktop and at 360 px.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserForFile, openPage } from './browser'
import { signInAs, signInWithPhone, teamJourneyPhones, unexpectedErrors } from './session'

const baseURL = inject('baseURL')
const browser = browserForFile()
const screenshotDir = process.env.CURATOR_SCREENSHOT_DIR

async function picture(page: Page, name: string): Promise<void> {
  if (screenshotDir) writeFileSync(join(screenshotDir, `${name}.png`), await page.screenshot({ fullPage: true }))
}

const overflowsX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
const shown = (phone: string) => `+91 ${phone.slice(3, 8)} ${phone.slice(8)}`

describe("the dealer's team", () => {
  it('invites a number; its holder signs in, accepts, and opens the tools of the dealer’s listing', async () => {
    const dealer = await openPage(browser(), baseURL, { width: 1280, height: 800 }, 'curator-team-dealer')
    await signInAs(dealer.page, baseURL, 'dealer', '/dealer')
    await dealer.page.getByRole('tab', { name: 'Team' }).click()
    await dealer.page.getByLabel('Phone number').fill(teamJourneyPhones.agent)
    await dealer.page.getByLabel('Role').selectOption('agent')
    await dealer.page.getByRole('button', { name: 'Send invitation' }).click()
    await dealer.page.getByRole('status').getByText(`Invitation sent to ${shown(teamJourneyPhones.agent)}`).waitFor()
    await dealer.page.getByRole('list', { name: 'Open invitations' }).getByText(shown(teamJourneyPhones.agent)).waitFor()
    await picture(dealer.page, 'curator-team-invited-desktop')
    await dealer.page.setViewportSize({ width: 360, height: 780 })
    expect(await overflowsX(dealer.page)).toBe(false)
    await picture(dealer.page, 'curator-team-invited-phone')

    // Signed in on a desktop (the header's Profile button is in the menu on a phone), then looked at on a phone.
    const invitee = await openPage(browser(), baseURL, { width: 1280, height: 800 }, 'curator-team-invitee')
    await signInWithPhone(invitee.page, baseURL, teamJourneyPhones.agent)
    await invitee.page.setViewportSize({ width: 360, height: 780 })
    await invitee.page.goto('/profile')
    const offered = invitee.page.getByRole('list', { name: 'Invitations to join a team' })
    // The sign-in journey, which may run first, saves the demo dealer's name as 'Harpreet Singh Gill'.
    await offered.getByText(/Harpreet (Singh )?Gill/).first().waitFor()
    expect(await offered.textContent()).toContain('as Agent')
    expect(await overflowsX(invitee.page)).toBe(false)
    await picture(invitee.page, 'curator-team-invitation-phone')
    await offered.getByRole('button', { name: /^Accept the invitation from / }).click()
    await invitee.page.getByRole('status').getByText(/^You joined Harpreet (Singh )?Gill's team$/).waitFor()
    await invitee.page.getByRole('list', { name: 'Your teams' }).waitFor()

    // A listing the dealer represents: its tools open for the new agent.
    // As the dealer lists them on their own Curator.
    const reference = await dealer.page.evaluate(async () => {
      const listed = (await (await fetch('/api/properties/by-dealer', { credentials: 'include' })).json()) as { properties?: { reference: string }[] }
      return listed.properties?.[0]?.reference ?? ''
    })
    expect(reference).toMatch(/^PROP-/)
    await invitee.page.setViewportSize({ width: 1280, height: 800 })
    await invitee.page.goto(`/seller/properties/${reference}/tools`)
    await invitee.page.getByRole('heading', { level: 1 }).first().waitFor()
    await expect.poll(() => new URL(invitee.page.url()).pathname).toBe(`/seller/properties/${reference}/tools`)
    expect(await invitee.page.getByText("You don't have permission to access property management tools").count()).toBe(0)
    await picture(invitee.page, 'curator-team-agent-tools-desktop')

    expect(unexpectedErrors(dealer.errors)).toEqual([])
    expect(unexpectedErrors(invitee.errors)).toEqual([])
  })
})
