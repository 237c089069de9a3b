import type { ButtonHTMLAttributes } from 'react'
import { useIsHydrated } from '../../lib/use-is-hydrated'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'sm' | 'md'

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-50'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-800 text-white hover:bg-teal-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
}

/** Classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim()
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A button drawn by the server does nothing until the browser has taken the page over: until then it is disabled, so a tap is never silently lost. */
export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', disabled, ...props }: ButtonProps) {
  const isHydrated = useIsHydrated()
  return <button type={type} className={buttonClasses(variant, size, className)} disabled={Boolean(disabled) || !isHydrated} {...props} />
}
