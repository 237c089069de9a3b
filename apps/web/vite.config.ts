import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

// The domain's DEFAULT_BRAND. Node loads this config directly and cannot import the domain's
// TypeScript source, so the default is repeated here (src/config/env.ts reads the domain's).
const DEFAULT_BRAND = 'Vishwas'

/** index.html says %BRAND%; the brand is configurable (VITE_BRAND_NAME), default Vishwas. */
function brandHtml(brand: string): Plugin {
  return { name: 'vishwas-brand-html', transformIndexHtml: (html) => html.replaceAll('%BRAND%', brand) }
}

const api = { '/api': 'http://127.0.0.1:3000' }

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_')
  const brand = env.VITE_BRAND_NAME?.trim() || DEFAULT_BRAND
  return {
    plugins: [react(), tailwindcss(), brandHtml(brand)],
    server: { host: '127.0.0.1', proxy: api },
    preview: { host: '127.0.0.1', proxy: api },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
    },
  }
})
