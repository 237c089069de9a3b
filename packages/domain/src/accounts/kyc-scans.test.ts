import { describe, expect, it } from 'vitest'
import { isStoragePath } from '../documents/storage-paths'
import { isKycScanPath, kycScanFormat, kycScanMessages, kycScanRefusal, kycScanStoragePath } from './kyc-scans'

const user = '2b1f3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d'

describe('KYC scans', () => {
  it('takes a PDF, JPEG or PNG by its type or name, nothing else', () => {
    expect(kycScanFormat({ name: 'aadhaar.pdf' })).toBe('pdf')
    expect(kycScanFormat({ name: 'front.JPG' })).toBe('jpeg')
    expect(kycScanFormat({ name: 'scan', contentType: 'image/png' })).toBe('png')
    for (const name of ['card.docx', 'card.svg', 'card.gif', 'card.html', 'card']) expect(kycScanFormat({ name })).toBeUndefined()
    expect(kycScanRefusal({ name: 'card.webp', size: 10 })).toBe('Unsupported scan format. Supported formats: PDF, JPEG, PNG')
    expect(kycScanRefusal({ name: 'card.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('File size exceeds 10 MB limit')
    expect(kycScanRefusal({ name: 'card.pdf', size: 10 * 1024 * 1024 })).toBeUndefined()
  })

  it('keeps scans under a root of their own that the property file routes never name', () => {
    const path = kycScanStoragePath(user, 'front', '1700000000000-abc123-card.png')
    expect(path).toBe(`kyc-scans/${user}/front/1700000000000-abc123-card.png`)
    expect(isKycScanPath(path)).toBe(true)
    expect(isStoragePath(path)).toBe(false)
    for (const bad of [`kyc-scans/${user}/side/a.png`, `kyc-scans/../front/a.png`, `kyc-scans/${user}/front/../a.png`, `kyc-scans/${user}/front/a.png/b`, `property-media/${user}/front/a.png`]) {
      expect(isKycScanPath(bad)).toBe(false)
    }
    expect(() => kycScanStoragePath('../etc', 'front', 'a.png')).toThrow()
    expect(() => kycScanStoragePath(user, 'front', '../a.png')).toThrow()
  })

  it('tells the user to attach the masked Aadhaar, and gives admins the reason to refuse a full number', () => {
    expect(kycScanMessages.maskedAadhaar).toContain('masked Aadhaar')
    expect(kycScanMessages.fullAadhaarShown).toBe('The scan shows your full Aadhaar number. Upload the masked Aadhaar from UIDAI, which shows only the last four digits.')
  })
})
