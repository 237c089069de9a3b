import { defineProject } from 'vitest/config'

// Checks of the repository as a whole (installed packages, versions, docs), not of one app.
export default defineProject({
  test: { name: 'repo', include: ['**/*.test.ts'], environment: 'node' },
})
