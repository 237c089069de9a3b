// Where the boundary map opens and how far it zooms to a plot.
import type { LatLng } from '@vishwas/domain'

/** The middle of India, for a new listing with no boundary yet. */
export const INDIA_CENTER: LatLng = { latitude: 22.5, longitude: 79 }
export const INDIA_ZOOM = 5
/** Below this zoom a 1000 m² plot is a dot, so the map zooms to it. */
export const PLOT_ZOOM = 17
/** OpenStreetMap's standard tiles stop at 19. */
export const MAX_ZOOM = 19
