// The boundary in the form (location.geofence.vertices) and what follows from setting it: the
// centre goes to location.coordinates, and the reverse-geocoded place fills city, state and
// locality unless the seller typed them (or the boundary breaks a limit).
import { useMemo, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { messages, polygonCentroid, type LatLng, type PropertyInput } from '@vishwas/domain'
import { isApiError } from '../../../lib/api-client'
import { getReverseGeocodeQueryOptions } from '../api/reverse-geocode'
import { boundaryFacts } from '../lib/boundary'
import { addressFromPlace, type GeocodedAddress } from '../lib/geocoded-address'

export type PlaceLookup = { status: 'idle' } | { status: 'looking' } | { status: 'done'; message: string } | { status: 'failed'; message: string }

const addressKeys = ['city', 'state', 'locality'] as const

function filledMessage(filled: GeocodedAddress): string {
  const parts = addressKeys.filter((key) => filled[key]).map((key) => `${key} ${filled[key] ?? ''}`)
  return parts.length > 0 ? `Filled in from the map: ${parts.join(', ')}.` : 'The address you typed is kept.'
}

export function useBoundary() {
  const { control, getValues, setValue } = useFormContext<PropertyInput>()
  const queryClient = useQueryClient()
  const vertices = useWatch({ control, name: 'location.geofence.vertices' })
  // Memoised: the simple-polygon check over a long boundary is not free on a phone.
  const facts = useMemo(() => boundaryFacts(vertices), [vertices])
  const [lookup, setLookup] = useState<PlaceLookup>({ status: 'idle' })
  // What the geocoder last put in each field: a field still holding it was not typed by the seller.
  const autofilled = useRef<GeocodedAddress>({})
  const latestLookup = useRef(0)

  const fillAddress = async (centre: LatLng) => {
    const ticket = ++latestLookup.current
    setLookup({ status: 'looking' })
    try {
      const place = await queryClient.fetchQuery(getReverseGeocodeQueryOptions(centre))
      if (ticket !== latestLookup.current) return
      const found = addressFromPlace(place)
      const filled: GeocodedAddress = {}
      for (const key of addressKeys) {
        const value = found[key]
        const current = getValues(`location.address.${key}`)
        if (!value || (current && current !== autofilled.current[key])) continue
        setValue(`location.address.${key}`, value, { shouldDirty: true, shouldValidate: true })
        autofilled.current[key] = value
        filled[key] = value
      }
      setLookup({ status: 'done', message: filledMessage(filled) })
    } catch (error) {
      if (ticket !== latestLookup.current) return
      setLookup({ status: 'failed', message: isApiError(error) ? error.message : messages.geocodingApiError(0) })
    }
  }

  const setBoundary = (next: LatLng[]) => {
    const centre = next.length >= 3 ? polygonCentroid(next) : undefined
    setValue('location.geofence.vertices', next, { shouldDirty: true })
    setValue('location.coordinates', centre, { shouldDirty: true })
    // A drawing the listing cannot keep (too wide, too large, crossed) says nothing of its address.
    if (centre && !boundaryFacts(next).problem) {
      void fillAddress(centre)
    } else {
      latestLookup.current += 1
      setLookup({ status: 'idle' })
    }
  }

  const clearBoundary = () => setBoundary([])

  return { facts, setBoundary, clearBoundary, lookup }
}
