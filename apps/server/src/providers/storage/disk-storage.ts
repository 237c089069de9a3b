// Files on this machine's disk under one folder (STORAGE=disk, $DATA_DIR/files). A file is
// written beside its place under a temporary name, synced, then renamed into place, so a reader
// never sees half a file and a crash leaves no half-written one under its real name.
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CONTENT_TYPE_BY_FORMAT, detectFileFormat } from '@vishwas/domain'
import { FileNotStoredError, FileSizeMismatchError, checkedKey, checkedPrefix, isKeptPath, type ByteRange, type FileStorage, type ListedFile, type StoredFileInfo } from './file-storage'

/** The content type of a kept file, from its name (the server names files by their checked format). */
function contentTypeOf(path: string): string {
  const format = detectFileFormat({ name: path })
  return CONTENT_TYPE_BY_FORMAT[format === 'jpg' ? 'jpeg' : (format ?? '')] ?? 'application/octet-stream'
}

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT'

/** The names in a folder ([] when it does not exist). */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort()
  } catch (error) {
    if (isMissing(error) || (error as { code?: unknown }).code === 'ENOTDIR') return []
    throw error
  }
}

/**
 * The files under `prefix`, folder by folder (root/property/folder/name), so a listing holds one
 * folder's names at a time. Only names that are storage paths are given (a file written beside
 * its place under a temporary name is one too, and is swept like any file nobody references).
 */
async function* filesUnder(root: string, prefix: string): AsyncGenerator<ListedFile> {
  const [top = '', property] = prefix.split('/')
  const properties = property ? [property] : await namesIn(join(root, top))
  for (const id of properties) {
    for (const folder of await namesIn(join(root, top, id))) {
      for (const name of await namesIn(join(root, top, id, folder))) {
        const path = `${top}/${id}/${folder}/${name}`
        if (!isKeptPath(path)) continue
        const info = await stat(join(root, path)).catch((error: unknown) => {
          if (isMissing(error)) return undefined
          throw error
        })
        if (info?.isFile()) yield { path, size: info.size, modifiedAt: info.mtime }
      }
    }
  }
}

export function createDiskStorage(root: string): FileStorage {
  const where = (path: string) => join(root, checkedKey(path))

  async function syncAndRename(temporary: string, target: string): Promise<void> {
    const handle = await open(temporary, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, target)
  }

  return {
    kind: 'disk',

    async put(path, body: Readable, options) {
      const target = where(path)
      await mkdir(dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`
      // Made before the bytes flow: a stream that opens its file itself may create it after the clean-up below has run.
      const file = await open(temporary, 'wx')
      try {
        await pipeline(body, file.createWriteStream())
        const { size } = await stat(temporary)
        if (size !== options.size) throw new FileSizeMismatchError(options.size, size)
        await syncAndRename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return { size: options.size, contentType: options.contentType }
    },

    async stat(path): Promise<StoredFileInfo | undefined> {
      try {
        const info = await stat(where(path))
        return info.isFile() ? { size: info.size, contentType: contentTypeOf(path) } : undefined
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },

    async read(path, range?: ByteRange) {
      const file = where(path)
      const info = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) throw new FileNotStoredError(path)
        throw error
      })
      if (!info.isFile()) throw new FileNotStoredError(path)
      return createReadStream(file, range ? { start: range.start, end: range.end } : {})
    },

    list(prefix) {
      return filesUnder(root, checkedPrefix(prefix))
    },

    async remove(path) {
      await rm(where(path), { force: true })
    },

    // The API streams disk files itself (files.routes.ts).
    signedUrl() {
      return Promise.resolve(undefined)
    },

    close() {},
  }
}
