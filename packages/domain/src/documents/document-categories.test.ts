import { describe, expect, it } from 'vitest'
import { DOCUMENT_CATEGORY_LABELS, deriveDocumentCategory, documentCategories, documentTypes, isDocumentCategory } from './document-categories'

describe('document categories', () => {
  it('has the ten categories with SPEC labels', () => {
    expect(documentCategories.map((c) => DOCUMENT_CATEGORY_LABELS[c])).toEqual([
      'Title Deeds',
      'Legal Documents',
      'Contracts',
      'Permits & Approvals',
      'Financial Records',
      'Inspection Reports',
      'Insurance Documents',
      'Tax Documents',
      'Supporting Documents',
      'Other',
    ])
  })

  it.each([
    ['title_deed', 'titleDeed'],
    ['sale_deed', 'titleDeed'],
    ['ownership_certificate', 'titleDeed'],
    ['noc', 'legalDocuments'],
    ['environmental_clearance', 'legalDocuments'],
    ['sale_agreement', 'contracts'],
    ['contract', 'contracts'],
    ['lease', 'contracts'],
    ['building_permit', 'permits'],
    ['layout_approval', 'permits'],
    ['occupancy_certificate', 'permits'],
    ['payment_receipt', 'financialRecords'],
    ['invoice', 'financialRecords'],
    ['loan_sanction_letter', 'financialRecords'],
    ['structural_inspection', 'inspection'],
    ['valuation_assessment', 'inspection'],
    ['insurance', 'insurance'],
    ['policy', 'insurance'],
    ['tax', 'tax'],
    ['property_tax', 'tax'],
    ['encumbrance_certificate', 'other'],
    ['', 'other'],
    ['Sale Deed', 'titleDeed'],
    ['PROPERTY-TAX', 'tax'],
  ])('%s is %s', (type, category) => {
    expect(deriveDocumentCategory(type)).toBe(category)
  })

  it('reads missing types as other and checks category names', () => {
    expect(deriveDocumentCategory(undefined)).toBe('other')
    expect(isDocumentCategory('permits')).toBe(true)
    expect(isDocumentCategory('deeds')).toBe(false)
    expect(documentTypes).toContain('sale_deed')
  })
})
