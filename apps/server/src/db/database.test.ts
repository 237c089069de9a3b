// Closing the database on shutdown: a request still running when the server stops (its client
// may have gone away) gets to run its next statement; close waits for it, then closes.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { loadTestSettings } from '../config'
import { testDatabase, testDatabaseUrl } from '../test/test-app'
import { TEST_CACHE_DIR } from '../test/template'
import { openDatabase, type DatabaseHandle } from './database'

async function ownHandle(): Promise<DatabaseHandle> {
  if (loadTestSettings().engine === 'postgres') {
    await testDatabase()
    return openDatabase({ engine: 'postgres', url: testDatabaseUrl()!, max: 2 })
  }
  return openDatabase({ engine: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]), cacheDir: TEST_CACHE_DIR })
}

describe('DatabaseHandle.close', () => {
  it('lets a request in flight run its next statement, then closes', async () => {
    const database = await ownHandle()
    // A request: one statement, a moment of work, then the next statement.
    const request = (async () => {
      const [first] = await database.query<{ n: number }>('SELECT 1 AS n')
      await new Promise((resolve) => setTimeout(resolve, 30))
      const [second] = await database.prepared<{ n: number }>({ name: 'close_test_next', text: 'SELECT $1::int + 1 AS n', values: [first!.n] })
      return second!.n
    })()
    await new Promise((resolve) => setTimeout(resolve, 5))
    const closing = database.close()
    await expect(request).resolves.toBe(2)
    await closing
    await expect(database.query('SELECT 1')).rejects.toThrow()
  })
})
