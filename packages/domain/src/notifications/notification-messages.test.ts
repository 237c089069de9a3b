import { describe, expect, it } from 'vitest'
import { dealerChangeNotice, invitationNotice, notificationBellLabel, savedSearchNotice, unreadBadgeText } from './notification-messages'

const listing = { title: '3 BHK Apartment in Sector 70, Mohali', reference: 'PROP-20260101-00001' }

describe('notification words', () => {
  it('name the listing, the role and who did it', () => {
    expect(invitationNotice({ role: 'owner', inviterName: 'Asha', listing })).toEqual({
      title: 'You are invited to be an owner of PROP-20260101-00001',
      body: "Asha named you an owner of '3 BHK Apartment in Sector 70, Mohali'. Accept or decline it in your profile.",
    })
    expect(invitationNotice({ role: 'dealer', inviterName: ' ', listing }).body).toMatch(/^Someone named you the dealer of/)
    expect(dealerChangeNotice({ dealerName: 'Dev', listing, fields: ['price', 'title'] }).body).toBe(
      "Dev, who does not represent '3 BHK Apartment in Sector 70, Mohali', changed it: price, title.",
    )
  })

  it('count saved-search matches and name the first few', () => {
    expect(savedSearchNotice({ searchName: 'Mohali', count: 1, listings: [listing] }).title).toBe("A new listing matches 'Mohali'")
    expect(savedSearchNotice({ searchName: 'Mohali', count: 4, listings: [listing] })).toEqual({
      title: "4 new listings match 'Mohali'",
      body: '3 BHK Apartment in Sector 70, Mohali (PROP-20260101-00001) and 3 more.',
    })
  })

  it('label the bell for screen readers', () => {
    expect(notificationBellLabel(3)).toBe('Notifications, 3 unread')
    expect(notificationBellLabel(0)).toBe('Notifications, none unread')
    expect(unreadBadgeText(120)).toBe('99+')
  })
})
