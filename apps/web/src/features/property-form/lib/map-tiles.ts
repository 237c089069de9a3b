// The map's tile source: VITE_MAP_TILE_URL, else OpenStreetMap's standard tiles (the server's
// CSP allows tile.openstreetmap.org and its subdomains), with the attribution OSM requires.
const configured = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim()

export const mapTiles = {
  url: configured || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const
