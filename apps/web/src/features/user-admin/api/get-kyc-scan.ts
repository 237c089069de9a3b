import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { apiBlob } from '../../../lib/api-client'
import type { AdminKycScan } from './admin-user-types'

/** The only types a scan is shown as: the blob's type is set from this list, never from the answer, so no scan can become a page of this site. */
const SAFE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png'])

/** GET /api/kyc-scans/{id}: the scan's bytes (admins and its owner only). */
export async function getKycScan(scan: Pick<AdminKycScan, 'id' | 'contentType'>, signal?: AbortSignal): Promise<Blob> {
  const blob = await apiBlob(`/kyc-scans/${encodeURIComponent(scan.id)}`, signal)
  return new Blob([blob], { type: SAFE_TYPES.has(scan.contentType) ? scan.contentType : 'application/octet-stream' })
}

export function getKycScanQueryOptions(scan: Pick<AdminKycScan, 'id' | 'contentType'>) {
  // A scan never changes (a resubmission makes new ones); it is not kept after the page closes.
  return queryOptions({ queryKey: ['admin', 'kyc-scans', scan.id], queryFn: ({ signal }) => getKycScan(scan, signal), staleTime: Infinity, gcTime: 0, retry: false })
}

/** The scan as an object URL for an <img> or a link, released when the component goes. */
export function useKycScanUrl(scan: Pick<AdminKycScan, 'id' | 'contentType'>) {
  const query = useQuery(getKycScanQueryOptions(scan))
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : undefined), [query.data])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return { url, error: query.error, isPending: query.isPending }
}
