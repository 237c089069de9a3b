// A user's KYC as the API answers it (their own, and on the admin's user page): one shape for the
// server's response schema and the web's types.
import { z } from 'zod'
import { kycStatuses } from '../user/user-schema'
import { kycIdTypes } from './identity-documents'
import { KYC_SCAN_CONTENT_TYPES, kycScanSides } from './kyc-scans'

const iso = z.iso.datetime()

export const kycScanViewSchema = z
  .object({
    id: z.uuid(),
    side: z.enum(kycScanSides),
    originalName: z.string(),
    contentType: z.enum(KYC_SCAN_CONTENT_TYPES),
    size: z.number().int().meta({ description: 'Bytes.' }),
    uploadedAt: iso,
  })
  .meta({ title: 'KycScan', description: 'A scan of the KYC document: read it at GET /api/kyc-scans/{id} (its owner and admins only).' })
export type KycScanView = z.output<typeof kycScanViewSchema>

export const kycViewSchema = z
  .object({
    status: z.enum(kycStatuses),
    idType: z.enum(kycIdTypes).nullable(),
    idNumber: z.string().nullable().meta({ description: 'An Aadhaar number masked but for its last four digits (XXXX XXXX 1234); a PAN as given.' }),
    submittedAt: iso.nullable(),
    decidedAt: iso.nullable(),
    decisionReason: z.string().nullable(),
    scans: z.array(kycScanViewSchema).meta({ description: 'The scan of the front, then of the back when one was given.' }),
  })
  .meta({ title: 'Kyc', description: "A user's KYC: status, the identity document they submitted and its scans." })
export type KycView = z.output<typeof kycViewSchema>
