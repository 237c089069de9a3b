/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand name shown in the logo, footer and titles (default Vishwas). */
  readonly VITE_BRAND_NAME?: string
  /** Support e-mail shown in the footer (default support@<brand>.in). */
  readonly VITE_SUPPORT_EMAIL?: string
  /** '1' lets a production build honour the scenery's URL overrides (for browser tests and demos). */
  readonly VITE_SCENERY_OVERRIDES?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
