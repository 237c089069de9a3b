import { use } from 'react'
import { ShortlistContext, type ShortlistValue } from '../components/shortlist-provider'

export function useShortlist(): ShortlistValue {
  const value = use(ShortlistContext)
  if (!value) throw new Error('useShortlist must be used inside ShortlistProvider')
  return value
}
