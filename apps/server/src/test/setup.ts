// Runs around every test file (also with isolate: false): lets the worker's shared database close
// when no further file of this worker follows.
import { afterAll } from 'vitest'
import { releaseTestDatabase } from './test-app'

afterAll(() => releaseTestDatabase())
