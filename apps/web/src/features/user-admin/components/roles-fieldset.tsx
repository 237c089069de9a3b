import type { Roles } from '@vishwas/domain'

const roleNames: { key: keyof Roles; label: string }[] = [
  { key: 'isAdmin', label: 'Admin' },
  { key: 'isSeller', label: 'Seller' },
  { key: 'isDealer', label: 'Dealer (Curator)' },
]

/** The three roles as checkboxes. */
export function RolesFieldset({ roles, onChange }: { roles: Roles; onChange: (roles: Roles) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-1 text-sm font-medium text-slate-700">Roles</legend>
      {roleNames.map(({ key, label }) => (
        <label key={key} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-5 accent-teal-700" checked={roles[key]} onChange={(event) => onChange({ ...roles, [key]: event.target.checked })} />
          {label}
        </label>
      ))}
    </fieldset>
  )
}
