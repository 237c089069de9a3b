// The look of a destructive action: the house button's shape in rose, so it never reads as the
// page's main action.
export const dangerButtonClasses = (size: 'sm' | 'md' = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-lg bg-rose-700 font-semibold text-white transition-colors hover:bg-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-50 ${
    size === 'sm' ? 'min-h-9 px-3 text-sm' : 'min-h-11 px-4 text-sm'
  }`
