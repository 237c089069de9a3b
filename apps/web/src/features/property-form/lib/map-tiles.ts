// The map's tile source (env.mapTileUrl: VITE_MAP_TILE_URL, else OpenStreetMap's standard tiles;
// the server's CSP allows tile.openstreetmap.org and its subdomains), with the attribution OSM requires.
import { env } from '../../../config/env'

export const mapTiles = {
  url: env.mapTileUrl,
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const
