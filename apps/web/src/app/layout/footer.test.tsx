import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { availableLinks, footerLinks, withAvailability } from '../navigation'
import { routePaths } from '../router'
import { Footer } from './footer'
import { socialLinksFrom, type SocialLink } from './footer-content'

function renderFooter(paths: ReadonlySet<string> = routePaths, socialLinks?: readonly SocialLink[]) {
  const router = createMemoryRouter([{ path: '*', element: <Footer links={availableLinks(footerLinks, paths)} socialLinks={socialLinks} /> }])
  render(<RouterProvider router={router} />)
  return screen.getByRole('contentinfo')
}

describe('Footer', () => {
  it('says the SPEC texts verbatim: tagline, chips and badges, each linking to what backs it today', () => {
    const footer = renderFooter()
    expect(within(footer).getByText('Where Trust Meets Technology')).toBeTruthy()
    const chips = within(within(footer).getByRole('list', { name: 'Our assurances' })).getAllByRole('listitem')
    expect(chips.map((li) => li.textContent)).toEqual(['Bank Escrow', 'Certified', '24/7 Support'])
    expect(chips.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/trust/escrow', '/trust/verified-listings', '/trust/support'])
    const badges = within(within(footer).getByRole('list', { name: 'Certifications' })).getAllByRole('listitem')
    expect(badges.map((li) => li.textContent)).toEqual(['Govt. Registered', 'SSL Secured', 'Verified'])
    expect(badges.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/trust/government-registration', '/trust/secure-connection', '/trust/verified-listings'])
  })

  it('gives the support e-mail and a headquarters address in Punjab, and no social links unless configured', () => {
    const footer = renderFooter()
    const email = within(footer).getByRole('link', { name: 'support@vishwas.in' })
    expect(email.getAttribute('href')).toBe('mailto:support@vishwas.in')
    expect(footer.querySelector('address')?.textContent).toMatch(/Mohali, Punjab 140306/)
    // No VITE_SOCIAL_* is set in the tests: no link to accounts the product may not own.
    expect(within(footer).queryByRole('list', { name: 'Social media' })).toBeNull()
    expect(footer.querySelector('a[href*="x.com"], a[href*="facebook"], a[href*="instagram"], a[href*="linkedin"], a[href*="youtube"]')).toBeNull()
  })

  it('shows the configured social accounts only, named and opened safely', () => {
    const configured = socialLinksFrom({ youtube: 'https://www.youtube.com/@example', x: 'https://x.com/example', facebook: undefined })
    expect(configured.map((link) => link.name)).toEqual(['X', 'YouTube'])
    const footer = renderFooter(routePaths, configured)
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link')
    expect(social.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Vishwas on X', 'https://x.com/example'],
      ['Vishwas on YouTube', 'https://www.youtube.com/@example'],
    ])
    social.forEach((a) => expect(a.getAttribute('rel')).toContain('noopener'))
  })

  it('lists the SPEC footer links in order, rendering only those whose route exists', () => {
    expect(footerLinks.map((l) => l.label)).toEqual(['Sell Property', 'Create Bid', 'Make Deal', 'Proposals', 'Home', 'Login', 'Profile', 'Admin'])
    expect(footerLinks[0]!.to).toBe('/seller/dashboard')
    const footer = renderFooter()
    const nav = within(footer).getByRole('navigation', { name: 'Footer' })
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Sell Property', 'Create Bid', 'Make Deal', 'Proposals', 'Home', 'Login', 'Profile', 'Admin'])
  })

  it('shows a link as soon as its route is in the table', () => {
    const withLogin = new Set([...routePaths, '/login', '/seller/dashboard'])
    expect(withAvailability(footerLinks, withLogin).filter((l) => l.available).map((l) => l.label)).toEqual(['Sell Property', 'Create Bid', 'Make Deal', 'Proposals', 'Home', 'Login', 'Profile', 'Admin'])
    const footer = renderFooter(withLogin)
    expect(within(footer).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
  })
})
