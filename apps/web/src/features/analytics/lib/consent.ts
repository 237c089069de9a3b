// The visitor's analytics choice, kept in localStorage (for this app) and in a cookie (for the
// server, which keeps and forwards nothing without 'granted'). Also whether the preferences are
// open again from the footer's "Cookie preferences". Outside React so the footer, the banner and
// the tracker read one value.
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, consentChoices, type ConsentChoice } from '@vishwas/domain'

export const CONSENT_STORAGE_KEY = 'vishwas.analyticsConsent'

type Listener = () => void
const listeners = new Set<Listener>()
let preferencesOpen = false

function stored(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    return consentChoices.find((choice) => choice === value) ?? null
  } catch {
    // Storage refused (private mode): no choice kept, so nothing is sent.
    return null
  }
}

let current: ConsentChoice | null = typeof window === 'undefined' ? null : stored()

const notify = () => listeners.forEach((listener) => listener())

export const consentStore = {
  /** 'granted', 'denied', or null while the visitor has not chosen. */
  get: (): ConsentChoice | null => current,
  isPreferencesOpen: (): boolean => preferencesOpen,
  set: (choice: ConsentChoice): void => {
    current = choice
    preferencesOpen = false
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, choice)
    } catch {
      // Kept for this page only.
    }
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`
    notify()
  },
  /** The footer's "Cookie preferences": shows the banner again with the current choice. */
  openPreferences: (): void => {
    preferencesOpen = true
    notify()
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Tests: forget the choice and read storage again. */
  reload: (): void => {
    current = stored()
    preferencesOpen = false
    notify()
  },
}
