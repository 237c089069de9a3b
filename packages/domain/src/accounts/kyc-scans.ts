// The scan of the identity document that comes with a KYC submission: the front, and the back
// when the card has one, each a PDF, JPEG or PNG within the document vault's 10 MB limit and
// checked by its bytes like a property document. For Aadhaar the scan is the masked Aadhaar
// UIDAI's site gives (only the last four digits showing): nothing can read the image, so an admin
// rejects a scan that shows the whole number, with the reason below.
import { MAX_DOCUMENT_BYTES } from '../constants'
import { messages } from '../messages'
import { detectFileFormat } from '../documents/file-format'
import { StoragePathError, safeFileName } from '../documents/storage-paths'

export const kycScanSides = ['front', 'back'] as const
export type KycScanSide = (typeof kycScanSides)[number]

export const KYC_SCAN_FORMATS = ['pdf', 'jpeg', 'jpg', 'png'] as const
export const KYC_SCAN_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
/** The document vault's limit. */
export const MAX_KYC_SCAN_BYTES = MAX_DOCUMENT_BYTES

export const kycScanMessages = {
  scanRequired: 'Attach a scan of your ID: the front, and the back if it has one (PDF, JPEG or PNG)',
  unsupported: 'Unsupported scan format. Supported formats: PDF, JPEG, PNG',
  tooLarge: messages.documentTooLarge,
  oneEachSide: 'Attach one scan of the front and at most one of the back',
  unexpectedPart: 'A KYC submission takes the fields idType and idNumber, then the files front and back',
  fieldsFirst: 'Send the fields idType and idNumber before the files',
  scanNotFound: 'Scan not found',
  /** Shown beside the scan field when the ID is an Aadhaar. */
  maskedAadhaar:
    "For Aadhaar, attach the masked Aadhaar you download from UIDAI's site (myaadhaar.uidai.gov.in): it shows only the last four digits of your number. We never keep a full Aadhaar number, so an admin rejects a scan that shows all twelve digits.",
  /** The reason an admin picks for a scan that shows the whole number. */
  fullAadhaarShown: 'The scan shows your full Aadhaar number. Upload the masked Aadhaar from UIDAI, which shows only the last four digits.',
} as const

/** The scan's format by its name and claimed type, when it is one KYC takes; else undefined. */
export function kycScanFormat(file: { name: string; contentType?: string | null | undefined }): 'pdf' | 'jpeg' | 'png' | undefined {
  const format = detectFileFormat(file)
  if (format === 'jpg' || format === 'jpeg') return 'jpeg'
  return format === 'pdf' || format === 'png' ? format : undefined
}

/** The message for a scan refused by its name, type or size, before its bytes are read; undefined when it may come in. */
export function kycScanRefusal(file: { name: string; size: number; contentType?: string | null | undefined }): string | undefined {
  if (kycScanFormat(file) === undefined) return kycScanMessages.unsupported
  if (file.size > MAX_KYC_SCAN_BYTES) return kycScanMessages.tooLarge
  return undefined
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const isSide = (value: unknown): value is KycScanSide => (kycScanSides as readonly unknown[]).includes(value)

/**
 * Where a scan is kept: kyc-scans/{userId}/{side}/{uniqueName}, a root of its own, apart from the
 * property roots, so no property file route can ever serve it.
 */
export function kycScanStoragePath(userId: string, side: KycScanSide, uniqueName: string): string {
  if (!USER_ID.test(userId)) throw new StoragePathError(userId)
  if (!isSide(side)) throw new StoragePathError(String(side))
  if (safeFileName(uniqueName) !== uniqueName) throw new StoragePathError(uniqueName)
  return `kyc-scans/${userId}/${side}/${uniqueName}`
}

/** Whether the text is exactly a path kycScanStoragePath makes. */
export function isKycScanPath(path: string): boolean {
  const [root, userId = '', side, name = '', ...rest] = path.split('/')
  return root === 'kyc-scans' && rest.length === 0 && USER_ID.test(userId) && isSide(side) && name !== '' && safeFileName(name) === name
}
