// DEMO_DATA=true: an empty database gets the demo users and listings on start, and the listings
// their drawn pictures (db/seed/media.ts) in storage.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { seedDemoMedia } from '../db/seed/media'
import { DEMO_LISTING_COUNT, isDatabaseEmpty, seedDemoData } from '../db/seed/seed'

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    if (!options.config.demoData || !(await isDatabaseEmpty(app.database))) return
    const started = performance.now()
    const result = await seedDemoData({ database: app.database, listings: DEMO_LISTING_COUNT })
    const seeded = performance.now()
    const media = await seedDemoMedia({ database: app.database, storage: app.storage, first: result.first, count: result.listings, demoCount: DEMO_LISTING_COUNT })
    app.log.info(
      { users: result.users, listings: result.listings, ms: Math.round(seeded - started), pictures: media.files, picturesMs: Math.round(performance.now() - seeded) },
      'demo data seeded',
    )
  },
  { name: 'demo-data', dependencies: ['db', 'storage'] },
)
