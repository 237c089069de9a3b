// npm run seed -w @vishwas/server -- [--count N] [--reset]
// Seeds the database the environment names (DATA_DIR's embedded database, or DATABASE_URL):
// applies migrations, writes the demo users, and appends N listings (default: the demo set); the
// demo set among them (the first DEMO_LISTING_COUNT listings) gets its pictures in the storage
// STORAGE names (db/seed/media.ts), bulk listings beyond it none.
// With --reset, listings, owners and analytics are deleted first. Stop the server before seeding
// the embedded database: PGlite allows one process per data dir.
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../../config'
import { createFileStorage } from '../../providers/storage/create-file-storage'
import { openConfiguredDatabase } from '../open'
import { seedDemoMedia } from './media'
import { DEMO_LISTING_COUNT, seedDemoData } from './seed'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string' }, reset: { type: 'boolean', default: false } } })
  const count = values.count === undefined ? DEMO_LISTING_COUNT : Number(values.count)
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
    throw new ConfigError([`--count: must be a whole number from 0 to 10000000 (got '${values.count}')`])
  }
  const config = loadConfig()
  const started = performance.now()
  const database = await openConfiguredDatabase(config)
  try {
    await database.migrate(config.migrationsDir)
    if (values.reset) await database.query('TRUNCATE analytics_events, property_owners, properties, property_trash RESTART IDENTITY CASCADE')
    let reported = 0
    const result = await seedDemoData({
      database,
      listings: count,
      onProgress: (done) => {
        if (done - reported >= 10_000) {
          reported = done
          console.log(`  ${done} / ${count} listings`)
        }
      },
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Seeded ${result.listings} listings (${result.totalListings} in total) and ${result.users} users into ${database.engine} in ${seconds} s`)
    if (result.first < DEMO_LISTING_COUNT) {
      const storage = createFileStorage(config.storage)
      try {
        const pictured = performance.now()
        const media = await seedDemoMedia({ database, storage, first: result.first, count: result.listings, demoCount: DEMO_LISTING_COUNT })
        console.log(`Drew ${media.drawings} pictures and stored ${media.files} files for ${media.listings} demo listings in ${((performance.now() - pictured) / 1000).toFixed(1)} s`)
      } finally {
        storage.close()
      }
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  // The message only: a failed bulk INSERT would otherwise print megabytes of parameters.
  const detail = error instanceof Error && 'detail' in error && typeof error.detail === 'string' ? ` (${error.detail})` : ''
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.message : String(error)}${detail}`)
  process.exitCode = 1
})
