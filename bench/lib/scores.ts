// node --import tsx bench/lib/scores.ts <out.json>   (run.mjs runs it on each seeded engine)
//
// The automatic evaluation's nightly recompute (issue #25) on the seeded listings, with the
// server's environment (productionEnv: the same database), three times, each timed end to end
// (the medians of every locality, the facts in batches, the scoring, the writes):
//   full: the first night: every score stored and every listing's score changed (the seed's are
//         made up), so every listing row is rewritten too;
//   rewritten: every score stored again (force, as after a change of the rules's wording) while
//         no listing's score moves: the listing rows stay;
//   unchanged: a night when nothing changed: reads and hashes only.
import { writeFileSync } from 'node:fs'
import { loadConfig } from '../../apps/server/src/config'
import { openConfiguredDatabase } from '../../apps/server/src/db/open'
import { recomputeAllPropertyScores } from '../../apps/server/src/modules/evaluation/property-score-refresh'
import { createPropertyScoresRepository } from '../../apps/server/src/modules/evaluation/property-scores.repository'

const [out] = process.argv.slice(2)
if (!out) throw new Error('usage: scores.ts <out.json>')

const config = loadConfig()
const database = await openConfiguredDatabase(config)
try {
  const scores = createPropertyScoresRepository(database.query)
  const [{ listings } = { listings: 0 }] = await database.query<{ listings: number }>('SELECT count(*)::int AS listings FROM properties')
  const timed = async (force: boolean) => {
    const start = performance.now()
    const written = await recomputeAllPropertyScores({ scores, now: new Date(), force })
    return { seconds: Math.round((performance.now() - start) / 100) / 10, written }
  }
  const full = await timed(true)
  const rewritten = await timed(true)
  const unchanged = await timed(false)
  const [spread] = await database.query<{ flagged: number; min: number; median: number; max: number }>(
    `SELECT count(*) FILTER (WHERE flags <> '[]'::jsonb)::int AS flagged, min(computed_score) AS min,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY computed_score) AS median, max(computed_score) AS max FROM property_scores`,
  )
  writeFileSync(out, JSON.stringify({ listings, full, rewritten, unchanged, spread }))
} finally {
  await database.close()
}
