import { describe, expect, it } from 'vitest'
import { addDays } from '../rentals/rental-rules'
import { dashboardBuckets, dashboardMessages, resolveDashboardRange } from './dashboard-range'

// 28 Nov 2026, 20:00 UTC: already 29 Nov in India.
const now = new Date('2026-11-28T20:00:00Z')

describe('resolveDashboardRange', () => {
  it('defaults to the last 30 days in India time, by day', () => {
    expect(resolveDashboardRange({}, now)).toEqual({ ok: true, value: { from: '2026-10-31', to: '2026-11-29', interval: 'day' } })
    expect(resolveDashboardRange({ to: '2026-01-30', interval: 'week' }, now)).toEqual({ ok: true, value: { from: '2026-01-01', to: '2026-01-30', interval: 'week' } })
  })

  it('refuses bad dates, a reversed range and one over two years', () => {
    expect(resolveDashboardRange({ from: '2026-02-30' }, now)).toEqual({ ok: false, error: dashboardMessages.badDate })
    expect(resolveDashboardRange({ to: '26-1-1' }, now)).toEqual({ ok: false, error: dashboardMessages.badDate })
    expect(resolveDashboardRange({ from: '2026-11-02', to: '2026-11-01' }, now)).toEqual({ ok: false, error: dashboardMessages.fromAfterTo })
    expect(resolveDashboardRange({ from: '2024-11-27', to: '2026-11-28' }, now)).toEqual({ ok: false, error: dashboardMessages.tooLong })
    expect(resolveDashboardRange({ from: '2024-11-28', to: '2026-11-28' }, now).ok).toBe(true)
  })
})

describe('dashboardBuckets', () => {
  it('cuts a range into days, Monday weeks and months', () => {
    expect(dashboardBuckets({ from: '2026-11-27', to: '2026-11-29', interval: 'day' })).toEqual(['2026-11-27', '2026-11-28', '2026-11-29'])
    // 1 Nov 2026 is a Sunday: its week began on Monday 26 Oct.
    expect(dashboardBuckets({ from: '2026-11-01', to: '2026-11-10', interval: 'week' })).toEqual(['2026-10-26', '2026-11-02', '2026-11-09'])
    expect(dashboardBuckets({ from: '2026-01-31', to: '2026-03-01', interval: 'month' })).toEqual(['2026-01-01', '2026-02-01', '2026-03-01'])
  })

  it('steps day by day and week by week through month ends, a leap day and a new year', () => {
    const days = dashboardBuckets({ from: '2023-12-30', to: '2025-12-31', interval: 'day' })
    expect(days).toHaveLength(733)
    days.forEach((day, i) => expect(day).toBe(addDays('2023-12-30', i)))
    expect(days).toContain('2024-02-29')
    const weeks = dashboardBuckets({ from: '2024-02-28', to: '2025-01-06', interval: 'week' })
    expect([weeks[0], weeks[1], weeks.at(-1), weeks.length]).toEqual(['2024-02-26', '2024-03-04', '2025-01-06', 46])
  })
})
