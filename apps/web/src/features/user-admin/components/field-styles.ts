export const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-rose-500'
export const label = 'block text-sm font-medium text-slate-700'
