// One resumable-upload endpoint (the tus protocol, @tus/server) for each kind of file that is sent
// in pieces: photos and videos at /api/uploads, documents at /api/document-uploads. A dropped
// connection resumes where it stopped, not from zero. An upload in progress waits on this
// machine's disk in $DATA_DIR/uploads (@tus/file-store), shared by both kinds; once whole, the
// kind moves it into storage (disk or S3) and answers what it kept. The protocol, who may touch an
// upload and how failures are answered live here once; each kind brings only its checks.
//
// Who: a signed-in caller (the route's guard runs before tus sees the request, with the kind's own
// SPEC §8 message); each later request of an upload must come from the user who started it, and
// name an upload of the same kind.
//
// An upload resumes on the instance that holds it; behind a load balancer without sticky sessions
// a resumed upload that lands elsewhere starts again (tus-js-client does so on a 404).
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import { MemoryLocker, Server, type Upload } from '@tus/server'
import { messages } from '@vishwas/domain'
import type { FastifyBaseLogger, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'
import { AppError } from '../errors'
import { requireSignedIn } from '../plugins/auth'
import type { AuthContext } from '../plugins/auth-guards'
import { FileSizeMismatchError } from '../providers/storage/file-storage'

/** Where uploads in progress wait on this machine (the staged-uploads sweep clears abandoned ones). */
export const uploadStagingDir = (config: Pick<Config, 'dataDir'>): string => join(config.dataDir, 'uploads')

/** What tus answers for a thrown error: its status and the API's error envelope. */
class UploadFailure extends Error {
  readonly status_code: number
  readonly body: string
  constructor(error: AppError) {
    super(error.message)
    this.name = 'UploadFailure'
    this.status_code = error.statusCode
    this.body = JSON.stringify({ success: false, message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) })
  }
}

function failure(error: unknown): UploadFailure {
  if (error instanceof UploadFailure) return error
  if (error instanceof AppError) return new UploadFailure(error)
  if (error instanceof FileSizeMismatchError) return new UploadFailure(new AppError('BAD_REQUEST', messages.storage.serverFileWrongSize))
  return new UploadFailure(new AppError('INTERNAL_ERROR', messages.storage.unknown))
}

/** The caller of each upload request, as the route's guard found them (keyed by the Node request). */
const callers = new WeakMap<object, AuthContext>()
type ServerRequest = { method: string; runtime?: { node?: { req?: object } } }

export type UploadMetadata = Record<string, string | null>

/** One kind of resumable upload: its address, its checks and where a finished upload goes. */
export type ResumableUploadKind<Checked> = {
  /** The tus endpoint, e.g. '/api/uploads'. */
  path: string
  /** SPEC §8's message when no signed-in caller is known. */
  unauthorized: string
  /** Whether an upload waiting in the shared folder is of this kind. */
  isOwn: (metadata: UploadMetadata) => boolean
  /** The upload's metadata, checked; throws an AppError with the message to answer. */
  checkMetadata: (metadata: UploadMetadata) => Checked
  /** Checks before a byte is read (size 413, format 415, the caller's access); answers the metadata to keep. */
  create: (input: { auth: AuthContext; metadata: Checked; size: number; sent: UploadMetadata }) => Promise<UploadMetadata>
  /**
   * Moves the whole upload into storage and answers the JSON body for the client. Each stored path
   * is passed to `kept` as soon as it exists, so that a later failure removes it: nothing half-stored.
   */
  finish: (input: { auth: AuthContext; metadata: Checked; upload: Upload; staged: string; read: () => Readable; kept: (...paths: string[]) => void }) => Promise<object>
  /** Removes a stored file after a failed finish. */
  remove: (path: string) => Promise<unknown>
}

export function createResumableUploadServer<Checked>(input: { kind: ResumableUploadKind<Checked>; config: Pick<Config, 'dataDir'>; log: FastifyBaseLogger }) {
  const { kind, log } = input
  const stagingDir = uploadStagingDir(input.config)
  const datastore = new FileStore({ directory: stagingDir })

  function callerOf(request: ServerRequest): AuthContext {
    const node = request.runtime?.node?.req
    const auth = node ? callers.get(node) : undefined
    if (!auth) throw new AppError('UNAUTHORIZED', kind.unauthorized)
    return auth
  }

  return new Server({
    path: kind.path,
    datastore,
    locker: new MemoryLocker(),
    relativeLocation: true,
    // No global maximum: each upload's declared length is held to its kind's limit, with SPEC's
    // message, when it is created (and tus refuses bytes beyond the declared length).
    // The id is the only key to an upload: random, and each request is checked against its uploader.
    async onIncomingRequest(request, uploadId) {
      const auth = callerOf(request)
      if (request.method === 'POST' || !uploadId) return
      const upload = await datastore.getUpload(uploadId).catch(() => undefined)
      if (!upload || upload.metadata?.uploadedBy !== auth.did || !kind.isOwn(upload.metadata)) throw new UploadFailure(new AppError('NOT_FOUND', 'Upload not found'))
    },
    async onUploadCreate(request, upload) {
      try {
        const auth = callerOf(request)
        const sent = upload.metadata ?? {}
        const metadata = kind.checkMetadata(sent)
        if (upload.size === undefined) throw new AppError('BAD_REQUEST', 'Upload-Length is required')
        const kept = await kind.create({ auth, metadata, size: upload.size, sent })
        return { metadata: { ...sent, ...kept, uploadedBy: auth.did } }
      } catch (error) {
        throw failure(error)
      }
    },
    async onUploadFinish(request, upload) {
      const stored: string[] = []
      try {
        const auth = callerOf(request)
        const metadata = kind.checkMetadata(upload.metadata ?? {})
        const answer = await kind.finish({
          auth,
          metadata,
          upload,
          staged: join(stagingDir, upload.id),
          read: () => datastore.read(upload.id),
          kept: (...paths) => stored.push(...paths),
        })
        await datastore.remove(upload.id).catch((error: unknown) => log.warn({ err: error }, 'removing a finished upload failed'))
        return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(answer) }
      } catch (error) {
        await Promise.all(stored.map((path) => kind.remove(path).catch(() => undefined)))
        await datastore.remove(upload.id).catch(() => undefined)
        if (!(error instanceof AppError)) log.error({ err: error }, `finishing an upload at ${kind.path} failed`)
        throw failure(error)
      }
    },
  })
}

/**
 * The routes of one resumable-upload endpoint (tus 1.0: POST to create, HEAD for the offset, PATCH
 * to send bytes, DELETE to cancel) at `url` under /api, behind the signed-in guard.
 */
export function resumableUploadRoutes(input: { url: string; whenMissing: string; server: (app: Parameters<FastifyPluginCallback>[0], config: Config) => Server }): FastifyPluginCallback<{ config: Config }> {
  return (app, options, done) => {
    // Made at the first upload: its file store creates $DATA_DIR/uploads, which an app built only
    // to print its OpenAPI document (in a directory removed at once) never needs.
    let server: Server | undefined
    const signedIn = requireSignedIn({ whenMissing: input.whenMissing })
    // The bytes of a PATCH stream to the upload store as they arrive: Fastify must not read them.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, next) => next(null))

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      callers.set(request.raw satisfies IncomingMessage, request.auth as AuthContext)
      reply.hijack()
      await (server ??= input.server(app, options.config)).handle(request.raw, reply.raw)
    }
    app.route({ method: 'POST', url: input.url, preHandler: signedIn, handler: handle, schema: { hide: true } })
    app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${input.url}/:uploadId`, preHandler: signedIn, handler: handle, schema: { hide: true } })
    done()
  }
}
