// KYC identity numbers. An Aadhaar number is checked with its Verhoeff check digit (UIDAI's
// scheme: 12 digits, the first not 0 or 1) and then only its masked form is kept: the full number
// never reaches storage. A PAN is five letters, four digits and a letter, the fourth letter the
// holder's kind (P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority,
// J artificial juridical person, G government).
import { Result } from '../result'

export const kycIdTypes = ['aadhaar', 'pan'] as const
export type KycIdType = (typeof kycIdTypes)[number]

export const kycIdTypeLabels: Record<KycIdType, string> = { aadhaar: 'Aadhaar', pan: 'PAN' }

export const identityMessages = {
  aadhaarShape: 'An Aadhaar number has 12 digits and does not start with 0 or 1',
  aadhaarChecksum: 'This Aadhaar number is not valid: please check the digits',
  panShape: 'A PAN has five letters, four digits and a letter, like ABCPE1234F',
} as const

// Verhoeff's tables: multiplication in the dihedral group D5, the position permutation, inverses.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

/** Whether a string of digits ends in its correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let c = 0
  const reversed = [...digits].reverse()
  reversed.forEach((digit, i) => {
    c = D[c]![P[i % 8]![Number(digit)]!]!
  })
  return c === 0
}

/** The Verhoeff check digit for a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  let c = 0
  const reversed = [...digits].reverse()
  reversed.forEach((digit, i) => {
    c = D[c]![P[(i + 1) % 8]![Number(digit)]!]!
  })
  return INV[c]!
}

/** 'XXXX XXXX 1234': how an Aadhaar number is shown and stored. */
export const maskAadhaar = (digits: string) => `XXXX XXXX ${digits.slice(-4)}`

/** The value to store for a KYC id: an Aadhaar number masked (after its checks), a PAN upper-cased; or the message to show. */
export function checkKycId(input: { idType: KycIdType; idNumber: string }): Result<string, string> {
  if (input.idType === 'aadhaar') {
    const digits = input.idNumber.replace(/[\s-]/g, '')
    if (!/^[2-9]\d{11}$/.test(digits)) return Result.err(identityMessages.aadhaarShape)
    if (!verhoeffValid(digits)) return Result.err(identityMessages.aadhaarChecksum)
    return Result.ok(maskAadhaar(digits))
  }
  const pan = input.idNumber.replace(/\s/g, '').toUpperCase()
  return /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/.test(pan) ? Result.ok(pan) : Result.err(identityMessages.panShape)
}
