export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-rose-500'
export const labelClass = 'block text-sm font-medium text-slate-700'
export const hintClass = 'mt-1 text-xs text-slate-600'
export const errorClass = 'mt-1 text-sm font-medium text-rose-700'
export const sectionClass = 'grid gap-4 p-4 sm:p-5'
export const sectionTitleClass = 'text-lg font-bold text-slate-900'
