// The Profile dropdown loads with the session (it needs the domain's user rules), so signed-out
// visitors never download it. Should its chunk fail, the entries still show as plain links.
import { lazy, Suspense } from 'react'
import { NavLink } from 'react-router'
import type { ProfileMenuProps } from './profile-menu'

type MobileProps = ProfileMenuProps & { onNavigate: () => void }

function PlainEntries({ entries, onNavigate }: ProfileMenuProps & { onNavigate?: () => void }) {
  return (
    <ul className="flex gap-1 max-md:flex-col" aria-label="Profile">
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} onClick={onNavigate} className="block rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-amber-500">
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

const load = () =>
  import('./profile-menu').catch((error: unknown) => {
    console.error('The profile menu could not load:', error)
    return { ProfileMenu: PlainEntries, MobileProfileMenu: PlainEntries }
  })

const ProfileMenuChunk = lazy(() => load().then((module) => ({ default: module.ProfileMenu })))
const MobileProfileMenuChunk = lazy(() => load().then((module) => ({ default: module.MobileProfileMenu })))

export function LazyProfileMenu(props: ProfileMenuProps) {
  return (
    <Suspense fallback={null}>
      <ProfileMenuChunk {...props} />
    </Suspense>
  )
}

export function LazyMobileProfileMenu(props: MobileProps) {
  return (
    <Suspense fallback={null}>
      <MobileProfileMenuChunk {...props} />
    </Suspense>
  )
}
