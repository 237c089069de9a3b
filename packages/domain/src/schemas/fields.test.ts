import { describe, expect, it } from 'vitest'
import { propertySchema, userSchema } from '../index'
import { lineText, multilineText, plainTextMessages } from './fields'

const hostile = ['<img src=x onerror="window.__pwned=1">', '<script>window.__pwned=1</script>', 'javascript:alert(1)', '"><svg onload=alert(1)>', "'; DROP TABLE users; --"]

describe('plain text fields', () => {
  it('store markup exactly as typed: it is text, rendered as text', () => {
    for (const text of hostile) {
      expect(lineText(200, 'Title').parse(text)).toBe(text)
      expect(multilineText(200, 'Description').parse(`${text}\nsecond line`)).toBe(`${text}\nsecond line`)
    }
  })

  it('refuse control and text-direction characters, naming the field', () => {
    expect(lineText(200, 'Title').safeParse('a\nb').error?.issues[0]?.message).toBe(`Title ${plainTextMessages.line}`)
    expect(lineText(200, 'Title').safeParse('invoice\u202Efdp.exe').success).toBe(false)
    expect(lineText(200, 'Title').safeParse('bell\u0007').success).toBe(false)
    expect(multilineText(200, 'Description').safeParse('a\r\n\tb').success).toBe(true)
    expect(multilineText(200, 'Description').safeParse('a\u0000b').success).toBe(false)
    expect(multilineText(200, 'Description').safeParse('a\u2066b').error?.issues[0]?.message).toBe(`Description ${plainTextMessages.multiline}`)
  })

  it('refuse a text over its limit with the limit and its length, rather than cutting it', () => {
    expect(lineText(200, 'Title').safeParse('x'.repeat(245)).error?.issues[0]?.message).toBe('Title must be at most 200 characters (it has 245)')
    expect(lineText(200, 'Title').safeParse(`  ${'x'.repeat(200)}  `).data).toBe('x'.repeat(200))
    expect(multilineText(10_000, 'Description').safeParse('y'.repeat(10_001)).error?.issues[0]?.message).toBe('Description must be at most 10,000 characters (it has 10,001)')
    const listing = { basicInfo: { type: 'land', status: 'draft', title: 'P'.repeat(201) }, location: { address: { city: 'Jaipur', state: 'Rajasthan' } } }
    expect(propertySchema.safeParse(listing).error?.issues[0]).toMatchObject({ path: ['basicInfo', 'title'], message: 'Title must be at most 200 characters (it has 201)' })
  })

  it('apply to the listing and the profile', () => {
    const listing = { basicInfo: { type: 'land', status: 'draft', title: 'Plot\u202E' }, location: { address: { city: 'Jaipur', state: 'Rajasthan' } } }
    expect(propertySchema.safeParse(listing).error?.issues[0]?.path).toEqual(['basicInfo', 'title'])
    expect(propertySchema.safeParse({ ...listing, basicInfo: { ...listing.basicInfo, title: hostile[0] } }).success).toBe(true)
    const user = { uid: 'u', did: 'd', phoneNumber: '+919800000002' }
    expect(userSchema.safeParse({ ...user, fullName: 'Asha\nKumar' }).success).toBe(false)
    expect(userSchema.parse({ ...user, fullName: hostile[1] }).fullName).toBe(hostile[1])
  })
})
