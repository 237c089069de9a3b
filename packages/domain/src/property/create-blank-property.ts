// SPEC §3: a blank new property has status draft and type residential; createdBy and updatedBy
// default to 'system'. Forms start from this object; city and state are filled in by the user.
import { DEFAULT_AREA_UNIT, SYSTEM_USER } from '../constants'
import type { PropertyDraft } from './property-schema'

export function createBlankProperty(): PropertyDraft {
  return {
    basicInfo: { title: '', type: 'residential', status: 'draft', listingType: 'sale' },
    location: { address: { city: '', state: '', country: 'India' }, geofence: { vertices: [] } },
    financial: { pricing: { totalPrice: 0, currency: 'INR' } },
    specifications: { area: { total: 0, unit: DEFAULT_AREA_UNIT }, rooms: { bedrooms: 0, bathrooms: 0 } },
    amenities: [],
    surrounding: [],
    evaluation: { propertyScore: 0 },
    ownership: { owners: [] },
    dealerInfo: { currentDealer: null },
    media: [],
    analytics: { views: 0, shares: 0, saves: 0, contacts: 0 },
    metadata: { createdBy: SYSTEM_USER, updatedBy: SYSTEM_USER },
  }
}
