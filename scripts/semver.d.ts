// semver ships no types; the two calls the repository checks use. It is installed as a
// dependency of fastify (the server's runtime) and of npm itself.
declare module 'semver' {
  const semver: {
    /** Whether every version in `sub` is also in `dom`. */
    subset(sub: string, dom: string, options?: { includePrerelease?: boolean }): boolean
    satisfies(version: string, range: string): boolean
    validRange(range: string): string | null
    minVersion(range: string): { version: string } | null
  }
  export default semver
}
