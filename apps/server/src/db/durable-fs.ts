// Durable writes for the embedded database. PGlite runs PostgreSQL in WebAssembly over
// Emscripten's NODEFS, whose files have no fsync: PGlite starts PostgreSQL with fsync off, and
// even with it on, fsync() reached Emscripten's fd_sync and returned without touching the disk.
// A committed transaction then lived in the operating system's page cache: it survived a crash of
// the process, not a power cut.
//
// Here NODEFS gets a real fsync (the host file's fsync, or the directory's), and PostgreSQL runs
// with fsync=on and wal_sync_method=fsync (its default, fdatasync, reaches a no-op Emscripten call
// that cannot be hooked). PostgreSQL then syncs as it does on a server: the WAL at every commit
// before the commit returns (synchronous_commit is on), data files and pg_control at checkpoints,
// and the directories of renamed and created files. PGlite runs on the event loop's thread, so a
// statement's promise resolves only after its syncs have returned.
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

type NodefsStream = { nfd?: number; node: { mode: number } }
type EmscriptenModule = {
  FS: {
    isFile(mode: number): boolean
    filesystems: {
      NODEFS: {
        stream_ops: { fsync?: (stream: NodefsStream) => number }
        realPath(node: NodefsStream['node']): string
        tryFSOperation<T>(operation: () => T): T
      }
    }
  }
}
type InitOptions = Parameters<NodeFS['init']>[1]

/** PostgreSQL's settings for durable commits, after PGlite's defaults (a later `-c` wins over `-F`). */
export const durableStartParams: readonly string[] = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync']

/** Syncs one host file descriptor to the disk (fsyncSync; libuv uses F_FULLFSYNC on macOS). */
export type SyncFile = (fd: number) => void

/** PGlite's Node file system with fsync passed through to the host's files and directories. */
export class DurableNodeFS extends NodeFS {
  readonly #sync: SyncFile

  constructor(dataDir: string, sync: SyncFile = fsyncSync) {
    super(dataDir)
    this.#sync = sync
  }

  override async init(pg: PGlite, opts: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, opts)
    const installFsync = (mod: unknown) => this.#installFsync(mod as EmscriptenModule)
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), installFsync] } }
  }

  #installFsync(mod: EmscriptenModule): void {
    const nodefs = mod.FS.filesystems.NODEFS
    const sync = this.#sync
    // A failed sync becomes the errno PostgreSQL sees from fsync() (it then refuses the commit),
    // not a JavaScript exception through the WebAssembly stack.
    nodefs.stream_ops.fsync = (stream) =>
      nodefs.tryFSOperation(() => {
        if (mod.FS.isFile(stream.node.mode) && stream.nfd !== undefined) {
          sync(stream.nfd)
          return 0
        }
        // NODEFS keeps no host descriptor for a directory: open it to sync it.
        syncPath(nodefs.realPath(stream.node), sync)
        return 0
      })
  }
}

function syncPath(path: string, sync: SyncFile): void {
  const fd = openSync(path, 'r')
  try {
    sync(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * Syncs every file and directory under `dir`, then `dir` itself. PostgreSQL syncs what it writes,
 * but a new data dir's first files come from PGlite's initdb image, copied in without a sync.
 */
export function syncTree(dir: string, sync: SyncFile = fsyncSync): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) syncTree(path, sync)
    else if (entry.isFile()) syncPath(path, sync)
  }
  syncPath(dir, sync)
}

/** Syncs a directory's entries (after a rename into it). */
export const syncDirectory = (dir: string, sync: SyncFile = fsyncSync): void => syncPath(dir, sync)
