import { describe, expect, it } from 'vitest'
import { allowedActions, checkTransition, everyTransitionCase, terminalStatuses } from '../transactions/state-machine'
import { inquiryActions, inquiryMachine, inquiryMessages, isOpenInquiry } from './inquiry-machine'

describe('the inquiry machine', () => {
  it('lets the property side sort a question, the asker close it, and ends at closed or spam', () => {
    expect(inquiryActions).toEqual(['contact', 'qualify', 'close', 'mark-spam'])
    expect(allowedActions(inquiryMachine, 'new', ['asker'])).toEqual(['close'])
    expect(allowedActions(inquiryMachine, 'contacted', ['property side'])).toEqual(['qualify', 'close', 'mark-spam'])
    expect(checkTransition(inquiryMachine, { from: 'new', action: 'mark-spam', parties: ['asker'] })).toEqual({
      ok: false,
      error: { kind: 'party', message: 'Only the property side or admin can mark-spam this inquiry' },
    })
    expect(terminalStatuses(inquiryMachine)).toEqual(['closed', 'spam'])
    expect(everyTransitionCase(inquiryMachine)).toHaveLength(4 * 5 * 3)
    expect([isOpenInquiry('qualified'), isOpenInquiry('closed')]).toEqual([true, false])
    expect(inquiryMessages.threadClosed('spam')).toBe('This inquiry is spam: its thread takes no more messages')
  })
})
