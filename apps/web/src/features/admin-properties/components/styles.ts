// Shared classes of the admin console's listing pages.
export const fieldClass =
  'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'
export const labelClass = 'block text-xs font-semibold text-slate-700'
export const linkClass = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950'
export const headingClass = 'text-2xl font-extrabold tracking-tight text-slate-900'
