import { describe, expect, it } from 'vitest'
import { checkKycId, identityMessages, maskAadhaar, verhoeffCheckDigit, verhoeffValid } from './identity-documents'

/** Eleven digits and their Verhoeff check digit. */
const withCheck = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`

describe('Verhoeff', () => {
  it('agrees with the published examples', () => {
    expect(verhoeffCheckDigit('236')).toBe(3)
    expect(verhoeffValid('2363')).toBe(true)
    expect(verhoeffValid('2364')).toBe(false)
    expect(verhoeffCheckDigit('12345')).toBe(1)
    expect(verhoeffValid('123451')).toBe(true)
  })

  it('catches every single-digit error and every swap of neighbours in a 12-digit number', () => {
    const good = withCheck('49871234567')
    expect(verhoeffValid(good)).toBe(true)
    for (let i = 0; i < good.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue
        expect(verhoeffValid(`${good.slice(0, i)}${d}${good.slice(i + 1)}`)).toBe(false)
      }
      if (i < good.length - 1 && good[i] !== good[i + 1]) {
        expect(verhoeffValid(`${good.slice(0, i)}${good[i + 1]}${good[i]}${good.slice(i + 2)}`)).toBe(false)
      }
    }
  })
})

describe('KYC ids', () => {
  it('keeps only the last four digits of a valid Aadhaar number, however it was typed', () => {
    const aadhaar = withCheck('23456789012')
    const spaced = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`
    expect(checkKycId({ idType: 'aadhaar', idNumber: spaced })).toEqual({ ok: true, value: `XXXX XXXX ${aadhaar.slice(-4)}` })
    expect(checkKycId({ idType: 'aadhaar', idNumber: aadhaar.replace(/(\d{4})/g, '$1-').slice(0, -1) })).toEqual({ ok: true, value: maskAadhaar(aadhaar) })
    const result = checkKycId({ idType: 'aadhaar', idNumber: aadhaar })
    expect(result.ok && result.value.includes(aadhaar.slice(0, 8))).toBe(false)
  })

  it('refuses an Aadhaar number with a wrong check digit, a wrong length or a leading 0 or 1', () => {
    const aadhaar = withCheck('23456789012')
    const wrong = `${aadhaar.slice(0, 11)}${(Number(aadhaar[11]) + 1) % 10}`
    expect(checkKycId({ idType: 'aadhaar', idNumber: wrong })).toEqual({ ok: false, error: 'This Aadhaar number is not valid: please check the digits' })
    expect(checkKycId({ idType: 'aadhaar', idNumber: aadhaar.slice(1) })).toEqual({ ok: false, error: identityMessages.aadhaarShape })
    expect(checkKycId({ idType: 'aadhaar', idNumber: withCheck('13456789012') })).toEqual({ ok: false, error: identityMessages.aadhaarShape })
    expect(checkKycId({ idType: 'aadhaar', idNumber: 'XXXX XXXX 1234' })).toEqual({ ok: false, error: identityMessages.aadhaarShape })
  })

  it('takes a PAN in any case and refuses other shapes', () => {
    expect(checkKycId({ idType: 'pan', idNumber: 'abcpe1234f' })).toEqual({ ok: true, value: 'ABCPE1234F' })
    expect(checkKycId({ idType: 'pan', idNumber: 'AAACR 5055K' })).toEqual({ ok: true, value: 'AAACR5055K' })
    for (const bad of ['ABCDE1234F', 'ABCP1234F', 'ABCPE12345', '1BCPE1234F']) {
      expect(checkKycId({ idType: 'pan', idNumber: bad })).toEqual({ ok: false, error: 'A PAN has five letters, four digits and a letter, like ABCPE1234F' })
    }
  })
})
