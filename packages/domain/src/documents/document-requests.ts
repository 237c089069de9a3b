// The bodies of the document calls (SPEC §7): registering an uploaded file as a document (one or
// a batch), changing its metadata (PATCH: metadata only), and an admin's verification.
import { z } from 'zod'
import { MAX_FILE_NAME_LENGTH } from '../constants'
import { doc } from '../schemas/doc'
import { lineText, multilineText } from '../schemas/fields'
import { storagePathField } from '../schemas/safe-url'
import { documentCategories } from './document-categories'

export const MAX_DOCUMENT_BATCH = 20

const isoDate = (title: string, description: string) => z.iso.datetime({ offset: true }).meta(doc(title, description))

/** The facts a seller may give about a document; in a PATCH, null clears one. */
const metadataFields = {
  expiryDate: isoDate('Expiry date', 'When the document stops being valid.'),
  issueDate: isoDate('Issue date', 'When the document was issued.'),
  issuingAuthority: lineText(200, 'Issuing authority').meta(doc('Issuing authority', 'Who issued it, e.g. Sub-Registrar, Mohali.')),
  documentNumber: lineText(100, 'Document number').meta(doc('Document number', 'Registration or reference number on the document.')),
  notes: multilineText(2000, 'Notes').meta(doc('Notes', 'Free notes.')),
}

export const documentMetadataInputSchema = z
  .strictObject({
    expiryDate: metadataFields.expiryDate.optional(),
    issueDate: metadataFields.issueDate.optional(),
    issuingAuthority: metadataFields.issuingAuthority.optional(),
    documentNumber: metadataFields.documentNumber.optional(),
    notes: metadataFields.notes.optional(),
  })
  .meta(doc('Document metadata', 'Validity and registration facts of a document.'))
export type DocumentMetadataInput = z.output<typeof documentMetadataInputSchema>

export const documentRegistrationSchema = z
  .strictObject({
    path: storagePathField('Path', 'Where the upload stored the file: property-documents/{propertyId}/{category}/{fileName}, as the upload answered.'),
    type: lineText(100, 'Document type').min(1).meta(doc('Document type', 'What the document is, e.g. sale_deed, noc, property_tax.')),
    category: z.enum(documentCategories).optional().meta(doc('Category', 'Derived from the type by keyword when absent; must be the folder of the path.')),
    originalName: lineText(MAX_FILE_NAME_LENGTH, 'Original name').min(1).meta(doc('Original name', 'The file name as the seller chose it.')),
    metadata: documentMetadataInputSchema.optional(),
  })
  .meta(doc('Document registration', 'A file already uploaded to storage, to join the property’s documents.'))
export type DocumentRegistration = z.output<typeof documentRegistrationSchema>

export const documentBatchBodySchema = z.strictObject({
  documents: z
    .array(documentRegistrationSchema)
    .min(1, { error: 'must list at least one document' })
    .max(MAX_DOCUMENT_BATCH, { error: `must list at most ${MAX_DOCUMENT_BATCH} documents` }),
})

/** PATCH: only these facts change (never the file, type, category or verification); null clears one. */
export const documentMetadataPatchSchema = z
  .strictObject({
    expiryDate: metadataFields.expiryDate.nullable().optional(),
    issueDate: metadataFields.issueDate.nullable().optional(),
    issuingAuthority: metadataFields.issuingAuthority.nullable().optional(),
    documentNumber: metadataFields.documentNumber.nullable().optional(),
    notes: metadataFields.notes.nullable().optional(),
  })
  .meta(doc('Document metadata change', 'The facts to change; null clears one. A change of what an admin checked (dates, authority, number) sends a verified or rejected document back to pending.'))
export type DocumentMetadataPatch = z.output<typeof documentMetadataPatchSchema>

/** The facts whose change sends a checked document back to pending (notes do not). */
export const VERIFIED_FACTS = ['expiryDate', 'issueDate', 'issuingAuthority', 'documentNumber'] as const

const REASON_REQUIRED = 'A rejection needs a reason'

export const documentVerdicts = ['verified', 'rejected'] as const
export type DocumentVerdict = (typeof documentVerdicts)[number]

export const documentVerificationSchema = z
  .strictObject({
    verificationStatus: z.enum(documentVerdicts).meta(doc('Verdict', 'verified or rejected.')),
    reason: multilineText(1000, 'Reason').trim().optional().meta(doc('Reason', 'Why; required for a rejection.')),
  })
  .refine((body) => body.verificationStatus !== 'rejected' || (body.reason ?? '') !== '', { path: ['reason'], error: REASON_REQUIRED })
  .meta(doc('Document verification', "An admin's verdict on a pending document."))
export type DocumentVerification = z.output<typeof documentVerificationSchema>

/** The vault's own texts where SPEC has none. */
export const documentMessages = {
  reasonRequired: REASON_REQUIRED,
  notPending: 'Only a pending document can be verified or rejected',
  notThisProperty: "The file is not stored under this property's documents",
  wrongCategory: "The path's folder is not the document's category",
  fileNotUploaded: 'No uploaded file is stored at this path. Upload it first.',
  alreadyRegistered: 'This file is already among the property’s documents',
  trailingData: 'The file has something hidden after its end',
} as const
