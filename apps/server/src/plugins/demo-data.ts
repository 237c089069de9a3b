// DEMO_DATA=true: an empty database gets the demo users and listings on start, and the listings
// their drawn pictures (db/seed/media.ts) in storage.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { seedDemoMedia } from '../db/seed/media'
import { seedDemoDocuments } from '../db/seed/documents'
import { DEMO_LISTING_COUNT, isDatabaseEmpty, seedDemoData } from '../db/seed/seed'
import { recomputeAllPropertyScores } from '../modules/evaluation/property-score-refresh'
import { createPropertyScoresRepository } from '../modules/evaluation/property-scores.repository'

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    if (!options.config.demoData || !(await isDatabaseEmpty(app.database))) return
    const started = performance.now()
    const result = await seedDemoData({ database: app.database, listings: DEMO_LISTING_COUNT })
    const seeded = performance.now()
    const media = await seedDemoMedia({ database: app.database, storage: app.storage, first: result.first, count: result.listings, demoCount: DEMO_LISTING_COUNT })
    const documents = await seedDemoDocuments({ database: app.database, storage: app.storage, now: new Date() })
    // Every demo listing shows its "Why this score" from the first page view, not the first night.
    const scored = await recomputeAllPropertyScores({ scores: createPropertyScoresRepository(app.database.query), now: new Date() })
    app.log.info(
      { users: result.users, listings: result.listings, ms: Math.round(seeded - started), pictures: media.files, documents, scored, picturesMs: Math.round(performance.now() - seeded) },
      'demo data seeded',
    )
  },
  { name: 'demo-data', dependencies: ['db', 'storage'] },
)
