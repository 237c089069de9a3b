// Files in storage that nothing references: a photo uploaded to be registered later that never
// was, a file left by a request that failed half-way, a listing's files after it was purged. Each
// storage root is swept only when a reference source owns it (a root nobody declared is left
// alone), and only files older than a day (a file just uploaded for a batch registration has no
// row yet). Paths are checked against their sources a batch at a time.
import type { FileStorage, ListedFile } from '../providers/storage/file-storage'
import { DAY_MS } from './job-schedule'

/** Who references the files under a storage root: `referenced` answers which of `paths` are in use. */
export type FileReferences = { prefix: string; referenced(paths: readonly string[]): Promise<ReadonlySet<string>> }

const BATCH = 500

/** Removes the files nobody references that are older than `olderThanMs` (a day); answers how many. */
export async function sweepStoredFiles(input: {
  storage: FileStorage
  references: readonly FileReferences[]
  now: Date
  olderThanMs?: number
  signal?: AbortSignal
}): Promise<number> {
  const cutoff = input.now.getTime() - (input.olderThanMs ?? DAY_MS)
  let removed = 0
  const sweepBatch = async (source: FileReferences, batch: ListedFile[]) => {
    const inUse = await source.referenced(batch.map((file) => file.path))
    for (const file of batch) {
      if (inUse.has(file.path) || input.signal?.aborted) continue
      await input.storage.remove(file.path)
      removed += 1
    }
  }
  for (const source of input.references) {
    let batch: ListedFile[] = []
    for await (const file of input.storage.list(source.prefix)) {
      if (input.signal?.aborted) return removed
      if (file.modifiedAt.getTime() >= cutoff) continue
      batch.push(file)
      if (batch.length === BATCH) {
        await sweepBatch(source, batch)
        batch = []
      }
    }
    if (batch.length > 0) await sweepBatch(source, batch)
  }
  return removed
}
