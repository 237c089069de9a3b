import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { NavLink } from 'react-router'
import { displayName, roleLabel, type MenuEntry, type Roles, type User } from '@vishwas/domain'

export interface ProfileMenuProps {
  /** The signed-in user; null while the details could not be fetched. */
  user: User | null
  /** The user's roles (the record's, else the token's). */
  roles: Roles
  entries: readonly MenuEntry[]
}

/** SPEC §1: the full name, else the e-mail; and the role label Admin, else Seller, else Dealer, else User. */
function who(user: User | null, roles: Roles) {
  return { name: displayName(user) || 'My account', role: roleLabel(roles) }
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${
    isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-100'
  }`

function initials(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
  return letters.join('') || '?'
}

/**
 * The header's Profile dropdown: a button that opens the signed-in user's entries. Escape or a
 * click outside closes it (focus returns to the button); arrow keys move between entries.
 */
export function ProfileMenu({ user, roles, entries }: ProfileMenuProps) {
  const { name, role } = who(user, roles)
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false)
    }
    document.addEventListener('mousedown', onPointerDown)
    document.addEventListener('touchstart', onPointerDown)
    return () => {
      document.removeEventListener('mousedown', onPointerDown)
      document.removeEventListener('touchstart', onPointerDown)
    }
  }, [isOpen])

  const items = () => [...(panelRef.current?.querySelectorAll('a') ?? [])]

  const focusItem = (index: number) => {
    const all = items()
    if (all.length === 0) return
    all[(index + all.length) % all.length]?.focus()
  }

  // Opening by keyboard focuses an entry once the entries are shown.
  const focusOnOpen = useRef<number | null>(null)
  useEffect(() => {
    if (!isOpen || focusOnOpen.current === null) return
    const all = [...(panelRef.current?.querySelectorAll('a') ?? [])]
    all[(focusOnOpen.current + all.length) % Math.max(all.length, 1)]?.focus()
    focusOnOpen.current = null
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation()
      setIsOpen(false)
      buttonRef.current?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return
    const all = items()
    const current = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (!isOpen) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      // The entries are focusable once shown: the effect below moves focus.
      focusOnOpen.current = event.key === 'ArrowUp' ? -1 : 0
      setIsOpen(true)
      return
    }
    event.preventDefault()
    if (event.key === 'Home') focusItem(0)
    else if (event.key === 'End') focusItem(-1)
    else focusItem(current === -1 ? 0 : current + (event.key === 'ArrowDown' ? 1 : -1))
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (isOpen && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setIsOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-left shadow-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-amber-500"
      >
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-teal-800 text-sm font-bold text-white">
          {initials(name)}
        </span>
        <span className="sr-only">Profile: </span>
        <span className="grid leading-tight">
          <span className="max-w-40 truncate text-sm font-semibold text-slate-900">{name}</span>
          <span className="text-xs font-medium text-teal-800">{role}</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 text-slate-500 transition-transform ${isOpen ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m5 8 5 5 5-5" />
        </svg>
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        aria-label="Profile"
        hidden={!isOpen}
        className="absolute right-0 z-40 mt-2 w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul className="flex flex-col gap-1">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end className={itemClass} onClick={() => setIsOpen(false)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** The same entries inside the mobile burger menu, under the user's name and role. */
export function MobileProfileMenu({ user, roles, entries, onNavigate }: ProfileMenuProps & { onNavigate: () => void }) {
  const { name, role } = who(user, roles)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-1 border-t border-slate-200 pt-2">
      <p id={headingId} className="px-3 py-1 text-sm">
        <span className="sr-only">Profile: </span>
        <span className="font-semibold text-slate-900">{name}</span> <span className="text-xs font-medium text-teal-800">{role}</span>
      </p>
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end className={itemClass} onClick={onNavigate}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
