// Durable commits on the embedded engine: the database in a data dir runs PostgreSQL with fsync
// on, and its file system passes fsync through to the host, so a commit returns only after its
// WAL reached the disk. (PostgreSQL's durability is the server's own: nothing to test there.)
import { fsyncSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { loadTestSettings } from '../config'
import { TEST_CACHE_DIR } from '../test/template'
import { DurableNodeFS, durableStartParams, syncTree } from './durable-fs'
import { createPgliteClient } from './pglite-client'

const root = mkdtempSync(join(tmpdir(), 'vishwas-durable-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A sync that syncs and writes down which file (relative to `dir`) it synced. */
function recordingSync(dir: string) {
  const synced: string[] = []
  const sync = (fd: number) => {
    fsyncSync(fd)
    synced.push(relative(dir, readlinkSync(`/proc/self/fd/${fd}`)))
  }
  return { synced, sync }
}

describe.skipIf(loadTestSettings().engine === 'postgres')('the embedded database in a data dir', () => {
  it('runs PostgreSQL with fsync on, the WAL synced by fsync at every commit', async () => {
    const client = await createPgliteClient({ dataDir: join(root, 'server'), loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]), cacheDir: TEST_CACHE_DIR })
    try {
      const { rows } = await client.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method', 'synchronous_commit', 'full_page_writes') ORDER BY name",
      )
      expect(rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'full_page_writes', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ])
    } finally {
      await client.close()
    }
  }, 60_000)

  it('syncs the WAL when a transaction commits, before the commit returns, and nothing for a read', async () => {
    const dir = join(root, 'recorded')
    const { synced, sync } = recordingSync(dir)
    const client = await PGlite.create({ fs: new DurableNodeFS(dir, sync), startParams: [...PGlite.defaultStartParams, ...durableStartParams] })
    try {
      await client.exec('CREATE TABLE notes (id serial PRIMARY KEY, body text)')
      synced.length = 0
      await client.query('SELECT count(*) FROM notes')
      expect(synced).toEqual([])

      await client.exec('BEGIN')
      await client.query('INSERT INTO notes (body) VALUES ($1)', ['kept'])
      expect(synced).toEqual([])
      await client.exec('COMMIT')
      expect(synced.length).toBeGreaterThan(0)
      expect(synced.every((file) => file.startsWith('pg_wal/'))).toBe(true)

      // A single statement commits on its own.
      synced.length = 0
      await client.query('INSERT INTO notes (body) VALUES ($1)', ['also kept'])
      expect(synced.some((file) => file.startsWith('pg_wal/'))).toBe(true)

      // A checkpoint syncs the data files, pg_control and the directories it changed.
      synced.length = 0
      await client.exec('CHECKPOINT')
      expect(synced).toContain('global/pg_control')
      expect(synced.some((file) => file.startsWith('base/'))).toBe(true)
    } finally {
      await client.close()
    }
  }, 60_000)
})

describe('syncTree', () => {
  it('syncs every file and directory under a directory, the directory last', () => {
    const dir = join(root, 'tree')
    mkdirSync(join(dir, 'base/1'), { recursive: true })
    writeFileSync(join(dir, 'PG_VERSION'), '18')
    writeFileSync(join(dir, 'base/1/1259'), 'catalog')
    const { synced, sync } = recordingSync(dir)
    syncTree(dir, sync)
    expect(synced.toSorted()).toEqual(['', 'PG_VERSION', 'base', 'base/1', 'base/1/1259'])
    expect(synced.at(-1)).toBe('')
  })
})
