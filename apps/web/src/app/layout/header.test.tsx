import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../testing/fake-api'
import { renderRoutes } from '../../testing/render'
import { Header } from './header'

const links = [
  { label: 'Home', to: '/' },
  { label: 'Listings', to: '/listings' },
]

function renderHeader() {
  fakeApi({})
  renderRoutes([
    {
      path: '*',
      element: (
        <>
          <Header links={links} />
          <p>Outside the header</p>
        </>
      ),
    },
  ])
  return { menuButton: () => screen.getByRole('button', { name: /menu/i }), user: userEvent.setup() }
}

function mobileMenu() {
  return screen.queryByRole('navigation', { name: 'Mobile' })
}

describe('Header', () => {
  it('shows the logo with the brand and an accented Technology, linking home', () => {
    renderHeader()
    const logo = screen.getByRole('link', { name: 'Vishwas Technology' })
    expect(logo.getAttribute('href')).toBe('/')
    expect(screen.getByText('Technology').className).toContain('text-amber')
  })

  it('opens the burger menu and closes it on outside click', async () => {
    const { menuButton, user } = renderHeader()
    expect(mobileMenu()).toBeNull()
    await user.click(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    expect(mobileMenu()).not.toBeNull()
    await user.click(screen.getByText('Outside the header'))
    expect(mobileMenu()).toBeNull()
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on a link click', async () => {
    const { menuButton, user } = renderHeader()
    await user.click(menuButton())
    const menu = mobileMenu()!
    const link = [...menu.querySelectorAll('a')].find((a) => a.textContent === 'Listings')!
    await user.click(link)
    expect(mobileMenu()).toBeNull()
  })

  it('closes when the window widens to 768 px or more', async () => {
    const { menuButton, user } = renderHeader()
    await user.click(menuButton())
    act(() => {
      window.innerWidth = 600
      window.dispatchEvent(new Event('resize'))
    })
    expect(mobileMenu()).not.toBeNull()
    act(() => {
      window.innerWidth = 768
      window.dispatchEvent(new Event('resize'))
    })
    expect(mobileMenu()).toBeNull()
  })

  it('closes on Escape and gives focus back to the button', async () => {
    const { menuButton, user } = renderHeader()
    await user.click(menuButton())
    await user.keyboard('{Escape}')
    expect(mobileMenu()).toBeNull()
    expect(document.activeElement).toBe(menuButton())
  })

  it('does not render a Login link while the /login route does not exist', () => {
    renderHeader()
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
  })
})
