// SPEC §3 document categories, their labels, and the category derived from a document type
// by keyword (checked in SPEC's table order; the first match wins).

export const documentCategories = [
  'titleDeed',
  'legalDocuments',
  'contracts',
  'permits',
  'financialRecords',
  'inspection',
  'insurance',
  'tax',
  'supporting',
  'other',
] as const
export type DocumentCategory = (typeof documentCategories)[number]

export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  titleDeed: 'Title Deeds',
  legalDocuments: 'Legal Documents',
  contracts: 'Contracts',
  permits: 'Permits & Approvals',
  financialRecords: 'Financial Records',
  inspection: 'Inspection Reports',
  insurance: 'Insurance Documents',
  tax: 'Tax Documents',
  supporting: 'Supporting Documents',
  other: 'Other',
}

export const DOCUMENT_CATEGORY_KEYWORDS: readonly (readonly [DocumentCategory, readonly string[]])[] = [
  ['titleDeed', ['title_deed', 'sale_deed', 'ownership_certificate']],
  ['legalDocuments', ['noc', 'clearance']],
  ['contracts', ['agreement', 'contract', 'lease']],
  ['permits', ['permit', 'approval', 'occupancy_certificate']],
  ['financialRecords', ['receipt', 'invoice', 'loan']],
  ['inspection', ['inspection', 'assessment']],
  ['insurance', ['insurance', 'policy']],
  ['tax', ['tax', 'property_tax']],
]

/** Common Indian property document types, for pickers; any other string is allowed. */
export const documentTypes = [
  'sale_deed',
  'title_deed',
  'ownership_certificate',
  'noc',
  'environmental_clearance',
  'sale_agreement',
  'rent_agreement',
  'lease',
  'building_permit',
  'layout_approval',
  'occupancy_certificate',
  'payment_receipt',
  'invoice',
  'loan_sanction_letter',
  'structural_inspection',
  'valuation_assessment',
  'insurance_policy',
  'property_tax',
  'encumbrance_certificate',
  'khata_extract',
  'jamabandi',
  'other',
] as const

export function deriveDocumentCategory(type: string | null | undefined): DocumentCategory {
  const normalized = (type ?? '').toLowerCase().trim().replace(/[\s-]+/g, '_')
  for (const [category, keywords] of DOCUMENT_CATEGORY_KEYWORDS) {
    if (keywords.some((keyword) => normalized.includes(keyword))) return category
  }
  return 'other'
}

export function isDocumentCategory(value: unknown): value is DocumentCategory {
  return typeof value === 'string' && (documentCategories as readonly string[]).includes(value)
}
