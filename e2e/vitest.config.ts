import { defineProject } from 'vitest/config'

// Browser journeys: the production build, served by the real server on 127.0.0.1 over the
// embedded database with demo data, driven in Debian's Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    // A journey may wait out a number's one-minute resend gap once (session.ts).
    testTimeout: 150_000,
    hookTimeout: 60_000,
    // A journey waits for the page as a person would, not Vitest's default second: on two busy
    // cores the app can take longer than that to take over a server-drawn page.
    expect: { poll: { timeout: 15_000 } },
  },
})
