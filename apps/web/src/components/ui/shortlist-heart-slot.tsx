// The shortlist's heart on a listing card and on the property page. Features do not import each
// other: the app fills this slot with the shortlist feature's heart (app/provider.tsx), and a
// listing renders the slot, which shows nothing when no heart is provided (as in tests of a page alone).
import { createContext, use, type ReactNode } from 'react'

export interface ShortlistHeartProps {
  propertyId: string
  /** The listing's title, which names the button for screen readers. */
  title: string
  /** An icon on a card; an icon with its word on the property page. */
  placement: 'card' | 'page'
}

/** Renders the heart for a listing. */
export type RenderShortlistHeart = (props: ShortlistHeartProps) => ReactNode

export const ShortlistHeartContext = createContext<RenderShortlistHeart | null>(null)

export function ShortlistHeartSlot(props: ShortlistHeartProps) {
  const renderHeart = use(ShortlistHeartContext)
  return renderHeart ? renderHeart(props) : null
}
