// PostgreSQL's memory settings for the embedded engine. PGlite runs PostgreSQL in one
// WebAssembly memory that can grow and never shrinks, and PostgreSQL's own default page cache
// (shared_buffers = 128MB) fills it: under the bench's load it held 150-180 MB of the server's
// 700 MB peak. The data dir's files are read through the operating system, which keeps them
// cached in its own page cache (outside the process), so a smaller cache of PostgreSQL's own
// costs a system call per page it misses, not a disk read: with 16MB the server's peak fell by
// about 140 MB (700 to 560 MB) and the latencies stayed within the noise of a loaded machine.

/** PostgreSQL's page cache in the embedded engine unless PGLITE_SHARED_BUFFERS says otherwise. */
export const PGLITE_DEFAULT_SHARED_BUFFERS = '16MB'

/** PostgreSQL start parameters for the memory settings, after PGlite's defaults (a later `-c` wins). */
export function pgliteMemoryParams(sharedBuffers: string = PGLITE_DEFAULT_SHARED_BUFFERS): string[] {
  return ['-c', `shared_buffers=${sharedBuffers}`]
}
