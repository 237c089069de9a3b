// SPEC §9: script and style chunks time out after 120 s. A dynamic import waits for its script and
// for the styles Vite preloads with it; one that never arrives would leave the page waiting for
// ever, so it fails instead, as a chunk that failed to load does.
import { CHUNK_LOAD_TIMEOUT_MS, messages } from '@vishwas/domain'

export class ChunkTimeoutError extends Error {
  constructor(name: string) {
    super(messages.loadingChunkFailed(name))
    this.name = 'ChunkLoadError'
  }
}

/** The chunk, or a ChunkTimeoutError ('Loading chunk {name} failed') when it takes longer than `timeoutMs`. */
export function withChunkTimeout<T>(load: Promise<T>, name: string, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(name)), timeoutMs)
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}
