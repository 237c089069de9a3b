// esbuild settings shared by build.mjs and dev.mjs: ESM for Node 20, the @vishwas/domain
// workspace source bundled in, npm packages left external (resolved from node_modules at run
// time). Migrations stay in apps/server/drizzle and are found by path (src/config.ts).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** @type {unknown} */
const manifest = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8'))
const pkg = /** @type {{ dependencies: Record<string, string> }} */ (manifest)
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@vishwas/'))

/** @param {{ quiet?: boolean }} [options] @returns {import('esbuild').BuildOptions} */
export function esbuildOptions({ quiet = false } = {}) {
  return {
    absWorkingDir: serverRoot,
    // No code splitting: each entry is one file in dist/, so import.meta.url locates apps/server.
    // server.js imports app.js and db-open.js at run time (see src/server.ts).
    entryPoints: { server: 'src/server.ts', app: 'src/app.ts', 'db-open': 'src/db/open.ts', seed: 'src/db/seed/cli.ts', openapi: 'src/openapi.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: quiet ? 'warning' : 'info',
    // Bundled CommonJS helpers may call require(); give the ESM output one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  }
}
