// SPEC §7 file storage paths:
//   property-documents/{propertyId}/{category}/{uniqueName}
//   property-media/{propertyId}/{mediaType}/{uniqueName}
// Every segment is checked or cleaned so a path can never leave its folder ('..', slashes,
// control characters and leading dots never reach it).
import { isDocumentCategory, type DocumentCategory } from './document-categories'
import { isMediaType, type MediaType } from './validate-files'

export class StoragePathError extends Error {
  constructor(readonly segment: string) {
    super(`Unsafe storage path segment: ${JSON.stringify(segment)}`)
    this.name = 'StoragePathError'
  }
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/
const MAX_SAFE_NAME = 120

/**
 * A file name reduced to letters, digits, '.', '_' and '-': the last path part only, other
 * characters as '_', no leading dots, at most 120 characters with the extension kept.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  let cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+/, '')
  if (cleaned.length > MAX_SAFE_NAME) {
    const dot = cleaned.lastIndexOf('.')
    const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : ''
    cleaned = cleaned.slice(0, MAX_SAFE_NAME - extension.length) + extension
  }
  return cleaned === '' || cleaned === '.' ? 'file' : cleaned
}

/** '{time}-{random}-{safe name}': unique per upload, safe as a path segment. */
export function uniqueFileName(originalName: string, now: number = Date.now(), random: () => number = Math.random): string {
  const randomPart = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')
  return `${Math.max(0, Math.floor(now))}-${randomPart}-${safeFileName(originalName)}`
}

function checkedId(propertyId: string): string {
  if (!SAFE_ID.test(propertyId)) throw new StoragePathError(propertyId)
  return propertyId
}

function checkedName(uniqueName: string): string {
  if (safeFileName(uniqueName) !== uniqueName) throw new StoragePathError(uniqueName)
  return uniqueName
}

export function documentStoragePath(propertyId: string, category: DocumentCategory, uniqueName: string): string {
  if (!isDocumentCategory(category)) throw new StoragePathError(String(category))
  return `property-documents/${checkedId(propertyId)}/${category}/${checkedName(uniqueName)}`
}

export function mediaStoragePath(propertyId: string, mediaType: MediaType, uniqueName: string): string {
  if (!isMediaType(mediaType)) throw new StoragePathError(String(mediaType))
  return `property-media/${checkedId(propertyId)}/${mediaType}/${checkedName(uniqueName)}`
}

/**
 * Where the server serves a stored file: the API's file route followed by the storage path, e.g.
 * `/api/files/property-media/{propertyId}/images/{uniqueName}` (the route checks access).
 */
export const STORAGE_URL_PREFIX = '/api/files/'

/** The address the server serves a storage path at. */
export const storageUrl = (path: string): string => `${STORAGE_URL_PREFIX}${path}`

/** Whether the text is exactly a SPEC §7 storage path, every segment as the builders above make it. */
export function isStoragePath(path: string): boolean {
  const parts = path.split('/')
  if (parts.length !== 4) return false
  const [root, propertyId = '', folder, name = ''] = parts
  if (!SAFE_ID.test(propertyId) || name === '' || safeFileName(name) !== name) return false
  if (root === 'property-media') return isMediaType(folder)
  if (root === 'property-documents') return isDocumentCategory(folder)
  return false
}

/** Whether the text is the address of a stored file: the file route and a storage path, nothing more. */
export function isStorageUrl(url: string): boolean {
  return url.startsWith(STORAGE_URL_PREFIX) && isStoragePath(url.slice(STORAGE_URL_PREFIX.length))
}
