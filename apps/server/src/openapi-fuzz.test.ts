// The OpenAPI-driven fuzz (test/openapi-fuzz.ts) over every operation of apps/server/openapi.json,
// as the signed-in seller and as no one: no 5xx, every error answer in the envelope. A fixed seed
// and a few thousand requests here; `npm run fuzz -- --count 20000` runs longer and prints the
// summary (FUZZ_SEED, FUZZ_COUNT, FUZZ_OPERATION, FUZZ_PATH and FUZZ_REPORT are its settings).
import { readFileSync, writeFileSync } from 'node:fs'
import { listJsonSchemas, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, otherSeller, propertyBody, resetPropertyTables, square, usePropertyKit } from './modules/properties/properties-test-kit'
import { OPENAPI_FILE } from './openapi-document'
import { formatSummary, fuzz, operationsOf, type FuzzDocument } from './test/openapi-fuzz'
import type { JsonSchema } from './test/schema-arbitrary'

export const DEFAULT_SEED = 20_261_125
const DEFAULT_COUNT = 5_000

const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED)
const count = Number(process.env.FUZZ_COUNT ?? DEFAULT_COUNT)
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as FuzzDocument
const kit = usePropertyKit()

let fixture: { active: Property; draft: Property; others: Property }

async function reset(): Promise<void> {
  await resetPropertyTables(kit.database)
  const active = await createAs(kit, 'seller')
  const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft plot', type: 'land', status: 'draft' }, location: { address: { line1: 'Plot 9', city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.71, 76.71) } } }))
  const others = await createAs(kit, 'otherSeller', propertyBody({ location: { address: { line1: 'Plot 7', city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.72, 76.72) } } }))
  fixture = { active, draft, others }
}

describe('the OpenAPI fuzz', () => {
  it('reaches every operation of the document', () => {
    expect(operationsOf(document).length).toBeGreaterThan(40)
  })

  it(`answers ${count} requests from seed ${seed} without a 5xx, every error in the envelope`, { timeout: 60_000 + count * 50 }, async () => {
    await reset()
    const properties = () => [fixture.active, fixture.draft, fixture.others]
    const summary = await fuzz(
      {
        app: kit.app,
        document,
        callers: {
          headers: kit.headers,
          signedIn: 'seller',
          instead: {
            // A logout may end the session it is sent with (and with it every later request of
            // that caller): it is sent as the buyer, whom no other operation of the run uses.
            'POST /api/auth/logout': { caller: 'buyer', why: 'a logout may end the session it is sent with' },
          },
        },
        get ids() {
          return {
            uuids: [...properties().map((p) => p.id), ...Object.values(demoUsers).map((u) => u.id), otherSeller.id],
            references: properties().map((p) => p.reference),
          }
        },
        entitySchemas: listJsonSchemas() as Record<string, JsonSchema>,
        examples: {
          property: propertyBody(),
          // The import carries its properties as JSON text, which the document can only call a string.
          'POST /api/properties/import': { data: JSON.stringify([propertyBody(), propertyBody({ basicInfo: { title: 'Second plot', type: 'land', status: 'draft' } })]) },
          // A send needs a solved bot check (each solution once), which drawn values never are:
          // the fuzz covers its refusals; otp-send.test.ts covers sending.
        },
        pathValues: { radius: ['1', '1000', '50000'], name: ['property', 'user'] },
        reset,
      },
      { seed, count, ...(process.env.FUZZ_OPERATION ? { only: process.env.FUZZ_OPERATION } : {}), ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}) },
    )
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, formatSummary(summary))
    expect(summary.failures, formatSummary(summary)).toEqual([])
  })
})
