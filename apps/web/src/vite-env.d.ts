/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand name shown in the logo, footer and titles (default Vishwas). */
  readonly VITE_BRAND_NAME?: string
  /** Support e-mail shown in the footer (default support@<brand>.in). */
  readonly VITE_SUPPORT_EMAIL?: string
  /** '1' lets a production build honour the scenery's URL overrides (for browser tests and demos). */
  readonly VITE_SCENERY_OVERRIDES?: string
  /** Tile URL template of a street tile service for every map (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png); unset, the offline basemap of India. */
  readonly VITE_MAP_TILE_URL?: string
  /** The footer's social links: the https: address of each account the product owns; unset ones are not shown. */
  readonly VITE_SOCIAL_X?: string
  readonly VITE_SOCIAL_FACEBOOK?: string
  readonly VITE_SOCIAL_INSTAGRAM?: string
  readonly VITE_SOCIAL_LINKEDIN?: string
  readonly VITE_SOCIAL_YOUTUBE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The offline basemap's data, made at build time (build/india-basemap.ts). */
declare module 'virtual:india-basemap' {
  const basemap: {
    source: string
    places: [string, number, number, number][]
    states: [string, number, number][]
    /** Delta-coded lines in 1/400 degree steps: between states, and India's outline. */
    borders: { source: string; states: number[][]; outline: number[][] }
  }
  export default basemap
}
