// The admin console's navigation (issue #25), shared by every admin page through the admin
// layout route (router.tsx). Like the header, a link renders only when its page is in the route
// table, so pages built later simply appear; the addresses are SPEC §2's.
import { NavLink, Outlet } from 'react-router'
import { paths } from '../../config/paths'
import type { NavItem } from '../navigation'

/** Every admin page in the console's order (SPEC §2 plus the admin pages added since). */
export const adminNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.adminDashboard },
  { label: 'Users', to: paths.adminUserManager },
  { label: 'Properties', to: paths.adminPropertyManager },
  { label: 'Inquiries', to: paths.adminInquiries },
  { label: 'Payments', to: paths.adminPaymentManager },
  { label: 'Indexes', to: paths.adminIndexes },
  { label: 'Evaluation', to: '/admin/evaluation/properties' },
  { label: 'Splits and merges', to: paths.adminPlotRequests },
  { label: 'Deleted properties', to: paths.adminDeletedProperties },
  { label: 'Jobs', to: '/admin/jobs' },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${
    isActive ? 'bg-teal-800 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`

/** The console's links: a row that scrolls sideways on a phone, wraps on wider screens. */
export function AdminNav({ isBuilt }: { isBuilt: (path: string) => boolean }) {
  const items = adminNavItems.filter((item) => isBuilt(item.to))
  return (
    <nav aria-label="Admin" className="mb-4 rounded-xl bg-white/95 p-1.5 shadow-sm ring-1 ring-slate-200">
      <ul className="flex gap-1 overflow-x-auto sm:flex-wrap sm:overflow-visible">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The admin console's frame: its navigation above the admin page of the address. */
export function AdminLayout({ isBuilt }: { isBuilt: (path: string) => boolean }) {
  return (
    <>
      <AdminNav isBuilt={isBuilt} />
      <Outlet />
    </>
  )
}
