import { useEffect, useId, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { MOBILE_BREAKPOINT_PX } from '@vishwas/domain'
import { paths } from '../../config/paths'
import { useIsHydrated } from '../../lib/use-is-hydrated'
import { LazyMobileProfileMenu, LazyProfileMenu } from '../../features/auth/components/lazy-profile-menu'
import { useAccountMenu } from '../../features/auth/hooks/use-account-menu'
import { LazyNotificationBell } from '../../features/notifications/components/lazy-notification-bell'
import { accountLinks, listPropertyLink, type NavItem } from '../navigation'
import { Logo } from './logo'

const accountPaths = new Set([paths.login, listPropertyLink.to, ...accountLinks.map((link) => link.to)])

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${
    isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-100'
  }`

/**
 * SPEC §1 header: the logo, and under 768 px a burger menu that closes on outside click, on link
 * click and when the window widens (and on Escape). A Login link for signed-out visitors; for
 * signed-in users the role's links (SPEC §6), the Profile dropdown and, at every width, the
 * notification bell; "List your property" for everyone who is not a seller. `links` are the
 * header links whose pages exist.
 */
export function Header({ links }: { links: readonly NavItem[] }) {
  const isHydrated = useIsHydrated()
  const available = new Set(links.map((link) => link.to))
  const account = useAccountMenu((path) => available.has(path))
  const loginLink = account.status === 'unauthenticated' ? links.find((link) => link.to === paths.login) : undefined
  // Sellers have Add New Property instead; it shows once the session is known.
  const isNotSeller = account.status === 'unauthenticated' || (account.status === 'authenticated' && !account.roles.isSeller)
  const listLink = isNotSeller ? links.find((link) => link.to === listPropertyLink.to) : undefined
  const navLinks = [
    ...links.filter((link) => !accountPaths.has(link.to)),
    ...(listLink ? [listLink] : []),
    ...(account.status === 'authenticated' ? account.headerEntries : []),
    ...(loginLink ? [loginLink] : []),
  ]
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = () => setIsOpen(false)

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false)
    }
    const onResize = () => {
      if (window.innerWidth >= MOBILE_BREAKPOINT_PX) setIsOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('mousedown', onPointerDown)
    document.addEventListener('touchstart', onPointerDown)
    window.addEventListener('resize', onResize)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('mousedown', onPointerDown)
      document.removeEventListener('touchstart', onPointerDown)
      window.removeEventListener('resize', onResize)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [isOpen])

  return (
    <header className="sticky top-0 z-30 border-b border-white/60 bg-white/95 shadow-sm">
      <div ref={rootRef} className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Logo onNavigate={close} />
        {navLinks.length > 0 || account.status === 'authenticated' ? (
          <>
            <div className="ml-auto hidden items-center gap-3 md:flex">
              <nav aria-label="Main">
                <ul className="flex items-center gap-1">
                  {navLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end className={linkClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              {account.status === 'authenticated' ? <LazyProfileMenu user={account.user} roles={account.roles} entries={account.profileEntries} /> : null}
            </div>
            <div className="flex items-center gap-1">
              {account.status === 'authenticated' ? <LazyNotificationBell /> : null}
              <button
                ref={buttonRef}
                type="button"
                className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-amber-500 md:hidden"
                aria-expanded={isOpen}
                aria-controls={menuId}
                aria-label={isOpen ? 'Close menu' : 'Open menu'}
                // Drawn by the server, it opens nothing until the browser has taken the page over.
                disabled={!isHydrated}
                onClick={() => setIsOpen((open) => !open)}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
                </svg>
              </button>
            </div>
            <nav
              id={menuId}
              aria-label="Mobile"
              hidden={!isOpen}
              className="absolute inset-x-3 top-full mt-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl md:hidden"
            >
              <ul className="flex flex-col gap-1">
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end className={linkClass} onClick={close}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              {account.status === 'authenticated' ? (
                <LazyMobileProfileMenu user={account.user} roles={account.roles} entries={account.profileEntries} onNavigate={close} />
              ) : null}
            </nav>
          </>
        ) : null}
      </div>
    </header>
  )
}
