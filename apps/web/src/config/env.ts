// Configuration read once from Vite's environment; nothing else reads import.meta.env.
import { DEFAULT_BRAND } from '@vishwas/domain'

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** An https: address, or undefined (the build refuses any other value: build/social-links.ts). */
function httpsAddress(value: string | undefined): string | undefined {
  const address = clean(value)
  if (!address) return undefined
  try {
    const url = new URL(address)
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const brandName = clean(import.meta.env.VITE_BRAND_NAME) ?? DEFAULT_BRAND
const brandSlug = brandName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'vishwas'

export const env = {
  brandName,
  supportEmail: clean(import.meta.env.VITE_SUPPORT_EMAIL) ?? `support@${brandSlug}.in`,
  apiBaseUrl: '/api',
  /** Street tiles for every map (a Leaflet URL template); unset, the maps draw the basemap of India shipped with the app. */
  mapTileUrl: clean(import.meta.env.VITE_MAP_TILE_URL),
  /** The footer's social links (VITE_SOCIAL_*): only accounts the product owns, none by default. */
  social: {
    x: httpsAddress(import.meta.env.VITE_SOCIAL_X),
    facebook: httpsAddress(import.meta.env.VITE_SOCIAL_FACEBOOK),
    instagram: httpsAddress(import.meta.env.VITE_SOCIAL_INSTAGRAM),
    linkedin: httpsAddress(import.meta.env.VITE_SOCIAL_LINKEDIN),
    youtube: httpsAddress(import.meta.env.VITE_SOCIAL_YOUTUBE),
  },
  /** Scenery clock and weather forced from the URL (?sceneryTime=...): dev and test builds, or VITE_SCENERY_OVERRIDES=1. */
  sceneryOverrides: import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_SCENERY_OVERRIDES === '1',
} as const
