// Addresses that reach other people's browsers (a media item's src, a document's link, a
// notification's target) are only ever https: addresses or the server's own files: never
// javascript:, data: pages, protocol-relative '//host' or credentials in the host part. Checked
// as text with one strict pattern rather than a URL parser, so what is stored is exactly what
// was checked (a parser quietly drops tabs and newlines).
import { z } from 'zod'
import { STORAGE_URL_PREFIX, isStoragePath, isStorageUrl } from '../documents/storage-paths'
import { doc } from './doc'

export const MAX_URL_LENGTH = 2048
/** A thumbnail sent inline: a base64 JPEG, PNG or WebP of at most about 150 KB. */
export const MAX_DATA_THUMBNAIL_LENGTH = 200_000

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
/** https, a host name of DNS labels (no user:password@), an optional port, then RFC 3986 characters only. */
const HTTPS_URL = new RegExp(`^https://${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?(?:[/?#][A-Za-z0-9\\-._~:/?#\\[\\]@!$&'()*+,;=%]*)?$`)
/** An inline image (never svg, which can carry script): the only data: address a thumbnail may be. */
const DATA_IMAGE = /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/
/** A path inside the web app: one leading slash (not '//', which leaves the site), URL characters only. */
const APP_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/

export const urlMessages = {
  fileUrl: `must be an https: address or a stored file's address (${STORAGE_URL_PREFIX}property-media/… or ${STORAGE_URL_PREFIX}property-documents/…)`,
  storagePath: 'must be a storage path: property-media/{propertyId}/{mediaType}/{fileName} or property-documents/{propertyId}/{category}/{fileName}',
  thumbnail: `must be an https: address, a stored file's address (${STORAGE_URL_PREFIX}…) or an inline JPEG, PNG or WebP image`,
  appPath: "must be a path in the app, starting with a single '/'",
} as const

export const isHttpsUrl = (url: string): boolean => url.length <= MAX_URL_LENGTH && HTTPS_URL.test(url)

/** An https: address or the address of a file the server stores: what a page may load or link to. */
export const isSafeFileUrl = (url: string): boolean => isHttpsUrl(url) || (url.length <= MAX_URL_LENGTH && isStorageUrl(url))

export const isSafeThumbnail = (value: string): boolean => isSafeFileUrl(value) || (value.length <= MAX_DATA_THUMBNAIL_LENGTH && DATA_IMAGE.test(value))

export const isAppPath = (path: string): boolean => path.length <= MAX_URL_LENGTH && APP_PATH.test(path)

export const fileUrlField = (title: string, description: string) =>
  z
    .string()
    .refine(isSafeFileUrl, { error: `${title} ${urlMessages.fileUrl}`, abort: true })
    .meta(doc(title, `${description} An https: address, or ${STORAGE_URL_PREFIX} and the file's storage path; at most ${MAX_URL_LENGTH} characters.`))

export const storagePathField = (title: string, description: string) =>
  z.string().refine(isStoragePath, { error: `${title} ${urlMessages.storagePath}` }).meta(doc(title, description))

export const thumbnailField = (title: string, description: string) =>
  z.string().refine(isSafeThumbnail, { error: `${title} ${urlMessages.thumbnail}` }).meta(doc(title, description))

export const appPathField = (title: string, description: string) =>
  z.string().refine(isAppPath, { error: `${title} ${urlMessages.appPath}` }).meta(doc(title, description))
