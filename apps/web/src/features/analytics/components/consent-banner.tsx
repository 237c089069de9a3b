// The consent banner (India's DPDP Act 2023: nothing is sent before the visitor agrees). A fixed
// overlay at the bottom of the screen, so it moves nothing on the page when it arrives; accept
// and reject are the same size and style. Loaded as its own chunk, only when a tag is configured
// and the visitor has not chosen (or opened "Cookie preferences").
import type { AnalyticsSettings, ConsentChoice } from '@vishwas/domain'
import { useEffect, useId, useRef } from 'react'
import { buttonClasses } from '../../../components/ui/button'
import { consentStore } from '../lib/consent'

export const consentTexts = {
  title: 'Cookies for analytics',
  accept: 'Accept',
  reject: 'Reject',
} as const

function tagNames(settings: AnalyticsSettings): string {
  const names = [settings.gaMeasurementId ? 'Google Analytics' : null, settings.metaPixelId ? 'the Meta pixel' : null].filter(Boolean)
  return names.join(' and ')
}

export type ConsentBannerProps = { settings: AnalyticsSettings; current: ConsentChoice | null; reopened: boolean }

export function ConsentBanner({ settings, current, reopened }: ConsentBannerProps) {
  const titleId = useId()
  const firstButton = useRef<HTMLButtonElement>(null)
  // Opened from the footer: keyboard users land on the choice; on first arrival focus stays put.
  useEffect(() => {
    if (reopened) firstButton.current?.focus()
  }, [reopened])
  const choose = (choice: ConsentChoice) => consentStore.set(choice)
  const button = buttonClasses('secondary', 'md', 'min-w-32 flex-1 sm:flex-none')
  return (
    <section aria-labelledby={titleId} className="fixed inset-x-0 bottom-0 z-50 p-2 sm:p-4">
      <div className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-2xl sm:p-5">
        <h2 id={titleId} className="text-base font-bold text-slate-900">
          {consentTexts.title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed">
          May we use {tagNames(settings)} to learn how the site is used and to measure our ads? Nothing is sent to them until you
          accept. You can change your choice at any time from “Cookie preferences” at the bottom of every page.
          {current ? ` Your choice now: ${current === 'granted' ? 'accepted' : 'rejected'}.` : ''}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button ref={firstButton} type="button" className={button} aria-pressed={current === 'granted'} onClick={() => choose('granted')}>
            {consentTexts.accept}
          </button>
          <button type="button" className={button} aria-pressed={current === 'denied'} onClick={() => choose('denied')}>
            {consentTexts.reject}
          </button>
        </div>
      </div>
    </section>
  )
}
