// npm run build -w @vishwas/server: bundles src/server.ts (and the seed and openapi tools) to
// dist/ with esbuild. node scripts/build.mjs [--quiet]
import * as esbuild from 'esbuild'
import { esbuildOptions } from './esbuild-options.mjs'

await esbuild.build(esbuildOptions({ quiet: process.argv.includes('--quiet') }))
