import { Link } from 'react-router'
import { BRAND_ACCENT } from '@vishwas/domain'
import { env } from '../../config/env'
import { paths } from '../../config/paths'

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0f5f5a" />
      <path d="M7 16.5 16 8l9 8.5V25a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#fff" />
      <path d="M13 26v-6h6v6" fill="#f59e0b" />
    </svg>
  )
}

/** SPEC §1: '{product}' plus an accented 'Technology', linking to /. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
    >
      <LogoMark />
      <span className="text-lg leading-none font-extrabold tracking-tight text-slate-900 sm:text-xl">
        {env.brandName} <span className="text-amber-accent">{BRAND_ACCENT}</span>
      </span>
    </Link>
  )
}
