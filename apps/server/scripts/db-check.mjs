// npm run db:check -w @vishwas/server: fails when the committed migrations (drizzle/) no longer
// match the Drizzle schema (src/db/schema). drizzle-kit generates into a copy of drizzle/; any
// new migration there means someone changed the schema without `npm run db:generate`. Then
// `drizzle-kit check` verifies the snapshots are consistent.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs')
const work = mkdtempSync(join(tmpdir(), 'vishwas-db-check-'))
const out = join(work, 'drizzle')
cpSync(join(root, 'drizzle'), out, { recursive: true })
const config = join(work, 'drizzle.config.json')
// drizzle-kit takes paths relative to its working directory (the copy).
writeFileSync(config, JSON.stringify({ dialect: 'postgresql', schema: relative(work, join(root, 'src/db/schema/index.ts')), out: './drizzle' }))

/** @param {string[]} args */
function kit(args) {
  const result = spawnSync(process.execPath, [drizzleKit, ...args, `--config=${config}`], { cwd: work, encoding: 'utf8' })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

let failed = false
try {
  const before = new Set(readdirSync(out))
  const generated = kit(['generate', '--name=drift'])
  const added = readdirSync(out).filter((file) => !before.has(file) && file.endsWith('.sql'))
  if (!generated.ok) {
    console.error(generated.output)
    failed = true
  } else if (added.length > 0) {
    console.error('The Drizzle schema has changed since the last migration. Run `npm run db:generate -w @vishwas/server` and commit drizzle/.')
    for (const file of added) console.error(`\n-- ${file}\n${readFileSync(join(out, file), 'utf8')}`)
    failed = true
  }
  const checked = kit(['check'])
  if (!checked.ok) {
    console.error(checked.output)
    failed = true
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
if (failed) process.exit(1)
console.log('migrations match the schema')
