import type { GeocoderConfig } from '../../config'
import type { FetchLike } from '../http'
import type { Geocoder } from './geocoder'
import { createGoogleGeocoder } from './google-geocoder'
import { createNominatimGeocoder } from './nominatim-geocoder'
import { createOfflineGeocoder } from './offline-geocoder'

/** The configured geocoder (GEOCODER: offline by default, google, nominatim). */
export function createGeocoder(config: GeocoderConfig, options: { fetch?: FetchLike } = {}): Geocoder {
  switch (config.provider) {
    case 'google':
      return createGoogleGeocoder({ apiKey: config.apiKey, baseUrl: config.baseUrl, ...options })
    case 'nominatim':
      return createNominatimGeocoder({ baseUrl: config.baseUrl, userAgent: config.userAgent, ...options })
    case 'offline':
      return createOfflineGeocoder()
  }
}
