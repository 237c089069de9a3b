import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Alias, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { indiaBasemap } from './build/india-basemap.ts'
import { writePagePreloads } from './build/page-preloads.ts'
import { precompress } from './build/precompress.ts'
import { socialLinkProblems } from './build/social-links.ts'

// The domain's DEFAULT_BRAND. Node loads this config directly and cannot import the domain's
// TypeScript source, so the default is repeated here (src/config/env.ts reads the domain's).
const DEFAULT_BRAND = 'Vishwas'

/** index.html says %BRAND%; the brand is configurable (VITE_BRAND_NAME), default Vishwas. */
function brandHtml(brand: string): Plugin {
  return { name: 'vishwas-brand-html', transformIndexHtml: (html) => html.replaceAll('%BRAND%', brand) }
}

/** The server render's bundle (apps/server/src/plugins/web.ts imports it). */
const SSR_OUT_DIR = 'dist/.ssr'

const api = { '/api': 'http://127.0.0.1:3000' }

/**
 * React Router 7's package exports resolve to its development build in every mode
 * (remix-run/react-router#12532), which keeps its development warnings in production. Its
 * production build sits beside it with the same modules; a production build takes that one.
 */
function reactRouterProduction(): Alias[] {
  const development = fileURLToPath(import.meta.resolve('react-router'))
  const production = development.replace('/dist/development/', '/dist/production/')
  return production !== development && existsSync(production) ? [{ find: /^react-router$/, replacement: production }] : []
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_')
  const brand = env.VITE_BRAND_NAME?.trim() || DEFAULT_BRAND
  const problems = socialLinkProblems(env)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  // `vite build --ssr src/entry-server.tsx` (after the browser's build): the server's render of
  // first views, beside the browser's files in a folder the static files never serve (dotted).
  if (isSsrBuild) {
    return {
      plugins: [react(), tailwindcss(), indiaBasemap()],
      resolve: { alias: command === 'build' && mode === 'production' ? reactRouterProduction() : [] },
      ssr: { noExternal: ['@vishwas/domain'] },
      build: { outDir: SSR_OUT_DIR, emptyOutDir: false, copyPublicDir: false },
    }
  }
  return {
    plugins: [react(), tailwindcss(), brandHtml(brand), indiaBasemap(), writePagePreloads(), precompress()],
    resolve: { alias: command === 'build' && mode === 'production' ? reactRouterProduction() : [] },
    server: { host: '127.0.0.1', proxy: api },
    preview: { host: '127.0.0.1', proxy: api },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
    },
  }
})
