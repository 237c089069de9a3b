import { describe, expect, it } from 'vitest'
import { curatorMessages, releaseNotice, representationAnswerNotice, representationRequestNotice, teamRoleCan } from './curator-rules'
import { dealerNoteBodySchema } from './curator-schemas'

describe('team roles', () => {
  it('lets the owner, admins and agents act on the dealer’s listings; viewers only read; notes for the owner and admins', () => {
    expect(teamRoleCan('owner')).toEqual({ readListings: true, actOnListings: true, readNotes: true, manageTeam: true })
    expect(teamRoleCan('admin')).toEqual({ readListings: true, actOnListings: true, readNotes: true, manageTeam: false })
    expect(teamRoleCan('agent')).toEqual({ readListings: true, actOnListings: true, readNotes: false, manageTeam: false })
    expect(teamRoleCan('viewer')).toEqual({ readListings: true, actOnListings: false, readNotes: false, manageTeam: false })
  })
})

describe('curator messages', () => {
  it('refuses an eleventh featured listing with a clear message', () => {
    expect(curatorMessages.featuredLimit).toBe('You can feature at most 10 listings. Unfeature one before featuring another.')
  })

  it('keeps notes to 2000 characters', () => {
    expect(dealerNoteBodySchema.safeParse({ text: 'x'.repeat(2000) }).success).toBe(true)
    const tooLong = dealerNoteBodySchema.safeParse({ text: 'x'.repeat(2001) })
    expect(tooLong.success ? '' : tooLong.error.issues[0]?.message).toBe('A note is at most 2000 characters')
  })

  it('words the notifications', () => {
    const listing = { reference: 'PROP-1', title: 'Plot in Mohali' }
    expect(representationRequestNotice({ dealerName: 'Harpreet Gill', listing })).toEqual({
      title: 'A dealer asks to represent PROP-1',
      body: "Harpreet Gill asks to be the dealer of 'Plot in Mohali'. Accept or decline it in your profile or My Portfolio.",
    })
    expect(representationAnswerNotice({ accepted: true, listing }).title).toBe('You now represent PROP-1')
    expect(representationAnswerNotice({ accepted: false, listing }).title).toBe('Your request for PROP-1 was declined')
    expect(releaseNotice({ dealerName: ' ', listing }).body).toBe("Your dealer no longer represents 'Plot in Mohali'. You can name another dealer on its tools page.")
  })
})
