import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { availableLinks, footerLinks, withAvailability } from '../navigation'
import { routePaths } from '../router'
import { Footer } from './footer'

function renderFooter(paths: ReadonlySet<string> = routePaths) {
  const router = createMemoryRouter([{ path: '*', element: <Footer links={availableLinks(footerLinks, paths)} /> }])
  render(<RouterProvider router={router} />)
  return screen.getByRole('contentinfo')
}

describe('Footer', () => {
  it('says the SPEC texts verbatim: tagline, chips and badges', () => {
    const footer = renderFooter()
    expect(within(footer).getByText('Where Trust Meets Technology')).toBeTruthy()
    const chips = within(within(footer).getByRole('list', { name: 'Our assurances' })).getAllByRole('listitem')
    expect(chips.map((li) => li.textContent)).toEqual(['Bank Escrow', 'Certified', '24/7 Support'])
    const badges = within(within(footer).getByRole('list', { name: 'Certifications' })).getAllByRole('listitem')
    expect(badges.map((li) => li.textContent)).toEqual(['Govt. Registered', 'SSL Secured', 'Verified'])
  })

  it('gives the support e-mail, a headquarters address in Punjab and named social links', () => {
    const footer = renderFooter()
    const email = within(footer).getByRole('link', { name: 'support@vishwas.in' })
    expect(email.getAttribute('href')).toBe('mailto:support@vishwas.in')
    expect(footer.querySelector('address')?.textContent).toMatch(/Mohali, Punjab 140306/)
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link')
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Vishwas on X',
      'Vishwas on Facebook',
      'Vishwas on Instagram',
      'Vishwas on LinkedIn',
      'Vishwas on YouTube',
    ])
    social.forEach((a) => expect(a.getAttribute('rel')).toContain('noopener'))
  })

  it('lists the SPEC footer links in order, rendering only those whose route exists', () => {
    expect(footerLinks.map((l) => l.label)).toEqual(['Sell Property', 'Create Bid', 'Make Deal', 'Proposals', 'Home', 'Login', 'Profile', 'Admin'])
    expect(footerLinks[0]!.to).toBe('/seller/dashboard')
    const footer = renderFooter()
    const nav = within(footer).getByRole('navigation', { name: 'Footer' })
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Sell Property', 'Home', 'Login', 'Profile'])
  })

  it('shows a link as soon as its route is in the table', () => {
    const withLogin = new Set([...routePaths, '/login', '/seller/dashboard'])
    expect(withAvailability(footerLinks, withLogin).filter((l) => l.available).map((l) => l.label)).toEqual(['Sell Property', 'Home', 'Login', 'Profile'])
    const footer = renderFooter(withLogin)
    expect(within(footer).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
  })
})
