import { describe, expect, it } from 'vitest'
import { ZERO_STATISTICS, statisticsSchema } from '../statistics/statistics'
import { cleanPhoneNumber, isIndianMobile, toIndianE164 } from '../phone/clean-phone-number'
import { serviceRetryDelay, shouldProceedWithLimitedFunctionality } from '../service/service-retry'
import { EMPTY_PUBLIC_LIST, MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, normalizePage, pageOffset, paginate } from './pagination'
import { paginationQuerySchema, paginationSchema } from './pagination-schema'

describe('pagination', () => {
  it('defaults to page 1, limit 10, at most 100', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ page: 1, limit: 10 })
    expect(MAX_PAGE_LIMIT).toBe(100)
    expect(paginate(0)).toEqual({ page: 1, limit: 10, total: 0, pages: 0 })
    expect(paginate(25, 2, 10)).toEqual({ page: 2, limit: 10, total: 25, pages: 3 })
    expect(paginate(1000, 1, 500)).toEqual({ page: 1, limit: 100, total: 1000, pages: 10 })
    expect(paginate(-3, 0, 0)).toEqual({ page: 1, limit: 10, total: 0, pages: 0 })
    expect(paginationSchema.safeParse(paginate(7)).success).toBe(true)
  })

  it.each([
    [undefined, undefined, { page: 1, limit: 10 }],
    ['3', '20', { page: 3, limit: 20 }],
    ['0', '-5', { page: 1, limit: 10 }],
    ['2.5', 'abc', { page: 1, limit: 10 }],
    [4, 1000, { page: 4, limit: 100 }],
    ['', ' ', { page: 1, limit: 10 }],
  ])('normalises page %j and limit %j', (page, limit, expected) => {
    expect(normalizePage(page, limit)).toEqual(expected)
    expect(paginationQuerySchema.parse({ page, limit })).toEqual(expected)
  })

  it('computes the offset and the empty public list', () => {
    expect(pageOffset(3, 10)).toBe(20)
    expect(EMPTY_PUBLIC_LIST).toEqual({ properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } })
    expect(Object.isFrozen(EMPTY_PUBLIC_LIST.pagination)).toBe(true)
  })
})

describe('statistics', () => {
  it('defaults to zero', () => {
    expect(ZERO_STATISTICS).toEqual({ totalProperties: 0, activeListings: 0, soldProperties: 0, averagePrice: 0, averageArea: 0, propertyTypes: {} })
    expect(statisticsSchema.parse(ZERO_STATISTICS)).toEqual(ZERO_STATISTICS)
    expect(statisticsSchema.safeParse({ ...ZERO_STATISTICS, totalProperties: -1 }).success).toBe(false)
  })
})

describe('phone numbers', () => {
  it.each([
    ['+91 98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(0172) 270 0000', '+01722700000'],
    ['++1 555', '+1555'],
    ['', ''],
    [null, ''],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanPhoneNumber(raw)).toBe(clean)
  })

  it('adds +91 to a bare Indian mobile number', () => {
    expect(toIndianE164('98765 43210')).toBe('+919876543210')
    expect(toIndianE164('098765 43210')).toBe('+919876543210')
    expect(toIndianE164('+91 98765 43210')).toBe('+919876543210')
    expect(toIndianE164('12345')).toBe('+12345')
    expect(toIndianE164(undefined)).toBe('')
    expect(isIndianMobile('+919876543210')).toBe(true)
    expect(isIndianMobile('+915876543210')).toBe(false)
  })
})

describe('service retry', () => {
  it.each([
    [0, 2000],
    [1, 3000],
    [5, 7000],
    [8, 10_000],
    [20, 10_000],
    [-1, 2000],
  ])('waits min(2000 + 1000 × %i, 10000) = %i ms', (attempt, delay) => {
    expect(serviceRetryDelay(attempt)).toBe(delay)
  })

  it('proceeds with limited functionality after 15 s and at least 2 attempts', () => {
    expect(shouldProceedWithLimitedFunctionality(15_000, 2)).toBe(true)
    expect(shouldProceedWithLimitedFunctionality(14_999, 5)).toBe(false)
    expect(shouldProceedWithLimitedFunctionality(20_000, 1)).toBe(false)
  })
})
