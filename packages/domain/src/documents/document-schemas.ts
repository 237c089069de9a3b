// SPEC §3 property document and property media item.
import { z } from 'zod'
import { SYSTEM_USER } from '../constants'
import { doc } from '../schemas/doc'
import { lineText, multilineText } from '../schemas/fields'
import { fileUrlField, storagePathField, thumbnailField } from '../schemas/safe-url'
import { documentCategories } from './document-categories'
import { expiryStatuses } from './document-lifecycle'
import { mediaTypes } from './validate-files'

export const verificationStatuses = ['pending', 'verified', 'rejected'] as const
export type VerificationStatus = (typeof verificationStatuses)[number]

const isoDate = (title: string, description: string) => z.iso.datetime({ offset: true }).meta(doc(title, description))
const fileFields = {
  id: z.string().min(1).meta(doc('Id', 'Identifier of the item.')),
  url: fileUrlField('URL', 'Where the file is served.'),
  path: storagePathField('Storage path', 'Path of the file in storage, under its property (SPEC §7).'),
  filename: z.string().min(1).max(255).meta(doc('File name', 'Unique stored file name.')),
  originalName: lineText(255, 'Original name').min(1).meta(doc('Original name', 'The name of the file as uploaded.')),
  contentType: z.string().max(255).meta(doc('Content type', 'MIME type, e.g. application/pdf.')),
  size: z.number().int().min(0).meta(doc('Size', 'Size in bytes.')),
}

export const propertyDocumentSchema = z
  .object({
    ...fileFields,
    type: z.string().min(1).max(100).meta(doc('Document type', 'What the document is, e.g. sale_deed, noc, property_tax.')),
    category: z.enum(documentCategories).meta(doc('Category', 'Derived from the type by keyword: titleDeed, legalDocuments, contracts, ...')),
    metadata: z
      .object({
        uploadedAt: isoDate('Uploaded at', 'When the file was uploaded.').optional(),
        uploadedBy: z.string().default(SYSTEM_USER).meta(doc('Uploaded by', "User id of the uploader (default 'system').")),
        verified: z.boolean().default(false).meta(doc('Verified', 'Whether the document has been verified (starts false).')),
        verificationStatus: z.enum(verificationStatuses).default('pending').meta(doc('Verification status', 'pending, verified or rejected (starts pending).')),
        expiryDate: isoDate('Expiry date', 'When the document stops being valid.').optional(),
        issueDate: isoDate('Issue date', 'When the document was issued.').optional(),
        issuingAuthority: lineText(200, 'Issuing authority').optional().meta(doc('Issuing authority', 'Who issued it, e.g. Sub-Registrar, Mohali.')),
        documentNumber: lineText(100, 'Document number').optional().meta(doc('Document number', 'Registration or reference number on the document.')),
        notes: multilineText(2000, 'Notes').optional().meta(doc('Notes', 'Free notes.')),
        archived: z.boolean().default(false).meta(doc('Archived', 'Whether the document has been archived.')),
        archivedAt: isoDate('Archived at', 'When it was archived.').optional(),
        verifiedBy: z.string().optional().meta(doc('Verified by', 'User id of the admin who verified or rejected the document.')),
        verifiedAt: isoDate('Verified at', 'When it was verified or rejected.').optional(),
        verificationReason: multilineText(1000, 'Reason').optional().meta(doc('Reason', 'Why the admin verified or rejected it (required for a rejection).')),
        expiryStatus: z
          .enum(expiryStatuses)
          .default('none')
          .meta(doc('Expiry status', 'none (no expiry date), valid, expiring (30 days or fewer left) or expired: as of the last write of the expiry date or the daily expiry scan.')),
      })
      .prefault({})
      .meta(doc('Metadata', 'Upload, verification and validity facts.')),
    extractedText: multilineText(1_000_000, 'Extracted text').optional().meta(doc('Extracted text', 'Text read from the document, when available.')),
  })
  .meta(doc('Property document', 'A legal, financial or supporting document of a property.'))
export type PropertyDocument = z.output<typeof propertyDocumentSchema>

export const mediaItemSchema = z
  .object({
    ...fileFields,
    mediaType: z.enum(mediaTypes).meta(doc('Media type', 'images, videos, floor-plans, virtual-tours or documents.')),
    thumbnail: thumbnailField('Thumbnail', 'Small preview image: an inline JPEG, PNG or WebP, an https: address or a stored file.').optional(),
    order: z.number().int().min(0).optional().meta(doc('Order', 'Position in the gallery.')),
    isPrimary: z.boolean().default(false).meta(doc('Primary', "Whether this is the listing's cover image (at most one per property).")),
    metadata: z
      .object({
        uploadedAt: isoDate('Uploaded at', 'When the file was uploaded.').optional(),
        dimensions: z
          .object({
            width: z.number().int().min(0).meta(doc('Width', 'Pixels.')),
            height: z.number().int().min(0).meta(doc('Height', 'Pixels.')),
          })
          .optional()
          .meta(doc('Dimensions', 'Image or video size in pixels.')),
        duration: z.number().min(0).optional().meta(doc('Duration', 'Video length in seconds.')),
      })
      .prefault({})
      .meta(doc('Metadata', 'Upload facts.')),
  })
  .meta(doc('Property media item', 'An image, video, floor plan, virtual tour or document file of a property.'))
export type MediaItem = z.output<typeof mediaItemSchema>
