import { describe, expect, it } from 'vitest'
import { propertySchema } from './property-schema'
import { analyticsEventSchema, analyticsMessages, propertyAnalyticsSchema } from './property-analytics'

describe('a listing’s analytics', () => {
  it('holds four whole-number counters, zero by default', () => {
    expect(propertyAnalyticsSchema.parse({})).toEqual({ views: 0, shares: 0, saves: 0, contacts: 0 })
    expect(propertyAnalyticsSchema.parse({ views: 12, saves: 3 })).toEqual({ views: 12, shares: 0, saves: 3, contacts: 0 })
  })

  it('refuses unknown keys with a sentence naming them and what it holds', () => {
    const result = propertyAnalyticsSchema.safeParse({ views: 1, note: '<img src=x onerror=alert(1)>', rank: 1 })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Unknown analytics fields 'note', 'rank': it holds only views, shares, saves, contacts"])
    const listing = { basicInfo: { type: 'land', status: 'draft' }, location: { address: { city: 'Jaipur', state: 'Rajasthan' } }, analytics: { banner: 'x' } }
    expect(propertySchema.safeParse(listing).error?.issues[0]).toMatchObject({ path: ['analytics'], message: "Unknown analytics field 'banner': it holds only views, shares, saves, contacts" })
  })

  it.each([[-1], [1.5], ['12'], [2 ** 31]])('refuses a count of %s', (views) => {
    expect(propertyAnalyticsSchema.safeParse({ views }).success).toBe(false)
  })
})

describe('an analytics event', () => {
  it('is one of the events a page records, and nothing else', () => {
    expect(analyticsEventSchema.parse({ event: 'share' })).toEqual({ event: 'share' })
    expect(analyticsEventSchema.safeParse({ event: 'hack' }).error?.issues[0]?.message).toBe(analyticsMessages.unknownEvent)
    expect(analyticsEventSchema.safeParse({ event: 'save', text: 'hello' }).error?.issues[0]?.message).toBe("Unknown analytics field 'text': it holds only event")
    expect(analyticsEventSchema.safeParse({}).success).toBe(false)
  })
})
