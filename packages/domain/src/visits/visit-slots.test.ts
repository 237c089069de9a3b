import { describe, expect, it } from 'vitest'
import { allowedActions, checkTransition } from '../transactions/state-machine'
import { visitCalendarFile, escapeCalendarText, foldCalendarLine } from './visit-calendar'
import { visitMachine, visitMessages, visitTurnRefusal } from './visit-machine'
import { checkVisitSlot, checkVisitSlots, fromIndiaLocalInput, toIndiaLocalInput, visitSlotMessages } from './visit-slots'

const now = new Date('2026-12-01T00:00:00.000Z') // 05:30 in India
const slot = (start: string, end: string) => ({ start, end })

describe('visit slots', () => {
  it('takes a slot wholly between 07:00 and 21:00 India time', () => {
    // 07:00-08:00 IST is 01:30-02:30 UTC; 20:00-21:00 IST is 14:30-15:30 UTC.
    expect(checkVisitSlot(slot('2026-12-02T01:30:00Z', '2026-12-02T02:30:00Z'), now)).toEqual({ ok: true, value: slot('2026-12-02T01:30:00.000Z', '2026-12-02T02:30:00.000Z') })
    expect(checkVisitSlot(slot('2026-12-02T14:30:00Z', '2026-12-02T15:30:00Z'), now).ok).toBe(true)
    expect(checkVisitSlot(slot('2026-12-02T01:29:00Z', '2026-12-02T02:30:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.outsideHours })
    expect(checkVisitSlot(slot('2026-12-02T14:31:00Z', '2026-12-02T15:31:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.outsideHours })
    // 20:30 to 22:30: starts inside, ends outside.
    expect(checkVisitSlot(slot('2026-12-02T15:00:00Z', '2026-12-02T17:00:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.outsideHours })
  })

  it('refuses the past, too short, too long, too far and backwards slots', () => {
    expect(checkVisitSlot(slot('2026-11-30T04:30:00Z', '2026-11-30T05:30:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.inPast })
    expect(checkVisitSlot(slot('2026-12-02T04:30:00Z', '2026-12-02T04:50:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.length })
    expect(checkVisitSlot(slot('2026-12-02T04:30:00Z', '2026-12-02T07:31:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.length })
    expect(checkVisitSlot(slot('2026-12-02T04:30:00Z', '2026-12-02T04:00:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.endBeforeStart })
    expect(checkVisitSlot(slot('2027-06-01T04:30:00Z', '2027-06-01T05:30:00Z'), now)).toEqual({ ok: false, error: visitSlotMessages.tooFar })
    expect(checkVisitSlot(slot('soon', 'later'), now)).toEqual({ ok: false, error: visitSlotMessages.invalidTime })
  })

  it('takes one to three distinct slots, sorted', () => {
    const a = slot('2026-12-03T04:30:00.000Z', '2026-12-03T05:30:00.000Z')
    const b = slot('2026-12-02T04:30:00.000Z', '2026-12-02T05:30:00.000Z')
    expect(checkVisitSlots([a, b], now)).toEqual({ ok: true, value: [b, a] })
    expect(checkVisitSlots([], now)).toMatchObject({ ok: false, error: { message: visitSlotMessages.noSlots } })
    expect(checkVisitSlots([a, b, a, b], now)).toMatchObject({ ok: false, error: { message: visitSlotMessages.tooManySlots } })
    expect(checkVisitSlots([a, a], now)).toMatchObject({ ok: false, error: { index: 1, message: visitSlotMessages.duplicate } })
  })

  it("converts India's wall clock for the forms", () => {
    expect(toIndiaLocalInput('2026-12-02T04:30:00.000Z')).toBe('2026-12-02T10:00')
    expect(fromIndiaLocalInput('2026-12-02T10:00')).toBe('2026-12-02T04:30:00.000Z')
    expect(fromIndiaLocalInput('tomorrow')).toBeUndefined()
  })
})

describe('visit turns', () => {
  it('lets the side that did not propose the slot confirm it', () => {
    expect(visitTurnRefusal({ action: 'confirm', proposedBy: 'visitor', parties: ['property side'] })).toBeNull()
    expect(visitTurnRefusal({ action: 'confirm', proposedBy: 'property side', parties: ['property side'] })).toBe(visitMessages.awaitingVisitor)
    expect(visitTurnRefusal({ action: 'accept', proposedBy: 'visitor', parties: ['visitor'] })).toBe(visitMessages.awaitingHost)
    expect(visitTurnRefusal({ action: 'accept', proposedBy: 'visitor', parties: ['admin'] })).toBeNull()
    expect(checkTransition(visitMachine, { from: 'confirmed', action: 'confirm', parties: ['property side'] })).toMatchObject({ ok: false, error: { message: 'Cannot confirm this site visit: it is confirmed' } })
    expect(allowedActions(visitMachine, 'requested', ['visitor'])).toEqual(['accept', 'propose', 'cancel'])
  })
})

describe('visit calendar file', () => {
  it('escapes text, folds long lines and writes UTC times with CRLF', () => {
    expect(escapeCalendarText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne')
    const folded = foldCalendarLine(`DESCRIPTION:${'x'.repeat(100)}`)
    expect(folded.split('\r\n ').map((part) => part.length)).toEqual([75, 37])
    const file = visitCalendarFile({
      id: 'abc',
      uidDomain: 'vishwas.example',
      productName: 'Vishwas',
      start: '2026-12-02T04:30:00.000Z',
      end: '2026-12-02T05:30:00.000Z',
      stamp: '2026-12-01T00:00:00.000Z',
      sequence: 2,
      status: 'CONFIRMED',
      summary: 'Site visit: 3 BHK, Mohali',
      description: 'In person',
      location: 'Sector 70; Mohali',
    })
    expect(file).toContain('\r\nUID:abc@vishwas.example\r\nDTSTAMP:20261201T000000Z\r\nDTSTART:20261202T043000Z\r\nDTEND:20261202T053000Z\r\nSEQUENCE:2\r\n')
    expect(file).toContain('SUMMARY:Site visit: 3 BHK\\, Mohali\r\n')
    expect(file).toContain('LOCATION:Sector 70\\; Mohali\r\n')
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
})
