import { useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { addToShortlist } from '../api/add-to-shortlist'
import { getShortlistQueryOptions, useShortlistQuery, type ShortlistItem } from '../api/get-shortlist'
import { mergeShortlist } from '../api/merge-shortlist'
import { recordSave } from '../api/record-save'
import { removeFromShortlist } from '../api/remove-from-shortlist'
import { addToBrowserShortlist, clearBrowserShortlist, removeFromBrowserShortlist, useBrowserShortlist } from '../hooks/browser-shortlist'

export interface ShortlistValue {
  /** Listing ids, newest first. */
  ids: readonly string[]
  /** Where the list is kept: the signed-in account, or this browser until sign-in. */
  keptIn: 'account' | 'browser'
  /** The account's list is still loading. */
  isLoading: boolean
  /** Adds a listing; rejects with the reason it was not added (the list is as before). */
  add(propertyId: string): Promise<void>
  remove(propertyId: string): Promise<void>
}

export const ShortlistContext = createContext<ShortlistValue | null>(null)

interface ShortlistProviderProps {
  /** The signed-in user's id; null when signed out; undefined while the session is being checked. */
  userId: string | null | undefined
  children: ReactNode
}

/**
 * The shortlist for the whole app: the account's (on the server) when signed in, this browser's
 * before. At sign-in the browser's list joins the account's once and is then cleared here.
 */
export function ShortlistProvider({ userId, children }: ShortlistProviderProps) {
  const queryClient = useQueryClient()
  const browserIds = useBrowserShortlist()
  const signedIn = typeof userId === 'string'
  const query = useShortlistQuery(signedIn ? userId : null)
  const key = useMemo(() => getShortlistQueryOptions(userId ?? '').queryKey, [userId])

  // At sign-in: join the browser's list to the account's, once per list.
  const merging = useRef<string | null>(null)
  useEffect(() => {
    if (!signedIn || browserIds.length === 0) return
    const attempt = `${userId}:${browserIds.join(',')}`
    if (merging.current === attempt) return
    merging.current = attempt
    void mergeShortlist(browserIds)
      .then(async ({ items }) => {
        // The joined list is the answer: a first read of the account's list still on its way may
        // have been answered before the join, so it is cancelled rather than waited for.
        await queryClient.cancelQueries({ queryKey: key })
        queryClient.setQueryData<ShortlistItem[]>(key, items)
        clearBrowserShortlist()
      })
      .catch((error: unknown) => {
        // Kept in the browser; tried again at the next sign-in or change.
        console.warn('The shortlist kept in this browser could not join your account yet:', error)
      })
  }, [signedIn, userId, browserIds, queryClient, key])

  const accountIds = useMemo(() => (query.data ?? []).map((item) => item.propertyId), [query.data])
  // Until the browser's list has joined the account's, both show.
  const ids = useMemo(() => (signedIn ? [...browserIds.filter((id) => !accountIds.includes(id)), ...accountIds] : browserIds), [signedIn, browserIds, accountIds])

  const change = useCallback(
    async (update: (items: ShortlistItem[]) => ShortlistItem[], request: () => Promise<unknown>) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<ShortlistItem[]>(key)
      queryClient.setQueryData<ShortlistItem[]>(key, update(before ?? []))
      try {
        await request()
      } catch (error) {
        queryClient.setQueryData(key, before)
        throw error
      }
      void queryClient.invalidateQueries({ queryKey: key })
    },
    [queryClient, key],
  )

  const add = useCallback(
    async (propertyId: string) => {
      if (signedIn) {
        await change((items) => [{ propertyId, addedAt: new Date().toISOString() }, ...items.filter((item) => item.propertyId !== propertyId)], () => addToShortlist(propertyId))
      } else {
        addToBrowserShortlist(propertyId)
      }
      void recordSave(propertyId)
    },
    [signedIn, change],
  )

  const remove = useCallback(
    async (propertyId: string) => {
      removeFromBrowserShortlist(propertyId)
      if (!signedIn) return
      await change((items) => items.filter((item) => item.propertyId !== propertyId), () => removeFromShortlist(propertyId))
    },
    [signedIn, change],
  )

  const value = useMemo<ShortlistValue>(
    () => ({ ids, keptIn: signedIn ? 'account' : 'browser', isLoading: signedIn && query.isPending, add, remove }),
    [ids, signedIn, query.isPending, add, remove],
  )
  return <ShortlistContext value={value}>{children}</ShortlistContext>
}
