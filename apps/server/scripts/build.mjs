// Bundles the server and its command-line tools with esbuild: ESM for Node 20, the
// @vishwas/domain workspace source bundled in, npm packages left external (resolved from
// node_modules at run time). Migrations stay in apps/server/drizzle and are found by path.
// node scripts/build.mjs [--watch] [--quiet]
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** @type {unknown} */
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const pkg = /** @type {{ dependencies: Record<string, string> }} */ (manifest)
const watch = process.argv.includes('--watch')
const quiet = process.argv.includes('--quiet')

/** Every npm dependency stays external; the workspace package is bundled from its TypeScript source. */
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@vishwas/'))

const options = {
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed/cli.ts', openapi: 'src/openapi.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: quiet ? 'warning' : 'info',
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
}

if (watch) {
  const context = await esbuild.context(options)
  await context.watch()
} else {
  await esbuild.build(options)
}
