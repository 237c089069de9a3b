// A point on the map, as the weather and geocoding providers take it.
export interface Place {
  latitude: number
  longitude: number
}

/** Two decimals: about 1.1 km, the grain of the caches and of what providers are asked. */
export function roundPlace({ latitude, longitude }: Place): Place {
  return { latitude: Math.round(latitude * 100) / 100, longitude: Math.round(longitude * 100) / 100 }
}
