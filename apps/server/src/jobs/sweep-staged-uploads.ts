// Uploads in progress wait in the upload folder ($DATA_DIR/uploads, @tus/file-store: the bytes in
// `<id>`, what tus knows of them in `<id>.json`) until they finish and move to storage. One that
// nobody has written to for a day was abandoned (a resumable upload that is still going touches
// its file with every request): both its files are removed. A finished upload leaves the folder
// at once, so nothing here is referenced by a media item or a document. A folder inside (the files
// of new listings created with their files, each waiting whole while its request lasts) is swept
// by the same rule: a file left there by a crash goes a day later.
import type { Dirent } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { DAY_MS } from './job-schedule'

const CONFIG_SUFFIX = '.json'

const lastWritten = async (file: string): Promise<number | undefined> => {
  try {
    return (await stat(file)).mtimeMs
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined
    throw error
  }
}

/** Removes the uploads untouched for `olderThanMs` (a day); answers how many. */
export async function sweepStagedUploads(input: { directory: string; now: Date; olderThanMs?: number; signal?: AbortSignal }): Promise<number> {
  const cutoff = input.now.getTime() - (input.olderThanMs ?? DAY_MS)
  let entries: Dirent[]
  try {
    entries = await readdir(input.directory, { withFileTypes: true })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return 0
    throw error
  }
  let removed = 0
  for (const folder of entries.filter((entry) => entry.isDirectory())) {
    removed += await sweepStagedUploads({ ...input, directory: join(input.directory, folder.name) })
  }
  const names = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)
  const ids = new Set(names.map((name) => (name.endsWith(CONFIG_SUFFIX) ? name.slice(0, -CONFIG_SUFFIX.length) : name)))
  for (const id of ids) {
    if (input.signal?.aborted) break
    const files = [join(input.directory, id), join(input.directory, `${id}${CONFIG_SUFFIX}`)]
    const times = (await Promise.all(files.map(lastWritten))).filter((time) => time !== undefined)
    if (times.length === 0 || Math.max(...times) >= cutoff) continue
    await Promise.all(files.map((file) => rm(file, { force: true })))
    removed += 1
  }
  return removed
}
