import { Link } from 'react-router'
import { TAGLINE } from '@vishwas/domain'
import { env } from '../../config/env'
import { CookiePreferencesButton } from '../../features/analytics/components/cookie-preferences-button'
import { FooterScenerySlot } from '../../features/scenery/components/lazy-scenery'
import type { NavItem } from '../navigation'
import { trustClaimHref } from '../../config/paths'
import { footerBadges, footerChips, headquarters, socialLinks as configuredSocialLinks, type SocialLink } from './footer-content'
import { LogoMark } from './logo'

const focusRing = 'rounded focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400'

/**
 * SPEC §1 footer: tagline, chips, support e-mail, social links, Punjab address, badges, links.
 * Chips and badges link to the page saying what backs each today; social links are only those
 * configured (VITE_SOCIAL_*), and none are shown when none is.
 */
export function Footer({ links, socialLinks = configuredSocialLinks }: { links: readonly NavItem[]; socialLinks?: readonly SocialLink[] }) {
  return (
    <footer className="relative isolate mt-12 overflow-hidden bg-slate-900/95 text-slate-200">
      <FooterScenerySlot />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.3fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <LogoMark className="size-8" />
            {env.brandName}
          </p>
          <p className="mt-2 text-base font-medium text-amber-300">{TAGLINE}</p>
          <ul aria-label="Our assurances" className="mt-4 flex flex-wrap gap-2">
            {footerChips.map((chip) => (
              <li key={chip.label}>
                <Link
                  to={trustClaimHref(chip.claim)}
                  className={`block rounded-full border border-teal-400/40 bg-teal-400/10 px-3 py-1 text-xs font-semibold text-teal-100 hover:bg-teal-400/20 ${focusRing}`}
                >
                  {chip.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contact</h2>
          <p className="mt-3 text-sm">
            Support:{' '}
            <a href={`mailto:${env.supportEmail}`} className={`font-semibold text-teal-200 underline-offset-2 hover:underline ${focusRing}`}>
              {env.supportEmail}
            </a>
          </p>
          <address className="mt-3 text-sm not-italic leading-relaxed">
            <span className="block font-semibold text-white">Headquarters</span>
            {headquarters.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          {socialLinks.length > 0 ? (
            <ul aria-label="Social media" className="mt-4 flex gap-2">
              {socialLinks.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${env.brandName} on ${social.name}`}
                    className={`grid size-10 place-items-center rounded-full bg-white/10 hover:bg-white/20 ${focusRing}`}
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                      <path d={social.icon} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div>
          {links.length > 0 ? (
            <nav aria-label="Footer">
              <h2 className="text-sm font-bold tracking-wide text-white uppercase">Explore</h2>
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
                {links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={`hover:text-white hover:underline ${focusRing}`}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <ul aria-label="Certifications" className="mt-5 flex flex-wrap gap-2">
            {footerBadges.map((badge) => (
              <li key={badge.label}>
                <Link
                  to={trustClaimHref(badge.claim)}
                  className={`flex items-center gap-1.5 rounded-md border border-white/15 px-2.5 py-1 text-xs font-semibold hover:bg-white/10 ${focusRing}`}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 text-emerald-300" fill="none" stroke="currentColor" strokeWidth="3">
                    <path d="M5 12l5 5L20 7" />
                  </svg>
                  {badge.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 bg-slate-950 px-4 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} {env.brandName}. All rights reserved.
        <CookiePreferencesButton className={`ml-3 font-semibold text-slate-300 underline-offset-2 hover:text-white hover:underline ${focusRing}`} />
      </p>
    </footer>
  )
}
