import { describe, expect, it } from 'vitest'
import { socialLinkProblems } from './social-links'

describe('socialLinkProblems', () => {
  it('accepts unset, empty and https: addresses', () => {
    expect(socialLinkProblems({})).toEqual([])
    expect(socialLinkProblems({ VITE_SOCIAL_X: ' ', VITE_SOCIAL_YOUTUBE: 'https://www.youtube.com/@example', VITE_OTHER: 'javascript:alert(1)' })).toEqual([])
  })

  it('names each variable that is not an https: address', () => {
    expect(socialLinkProblems({ VITE_SOCIAL_X: 'javascript:alert(1)', VITE_SOCIAL_FACEBOOK: 'http://facebook.com/example', VITE_SOCIAL_LINKEDIN: 'linkedin.com/company/example' })).toEqual([
      "VITE_SOCIAL_X must be an https: address of the account (e.g. https://x.com/yourbrand), got 'javascript:alert(1)'",
      "VITE_SOCIAL_FACEBOOK must be an https: address of the account (e.g. https://x.com/yourbrand), got 'http://facebook.com/example'",
      "VITE_SOCIAL_LINKEDIN must be an https: address of the account (e.g. https://x.com/yourbrand), got 'linkedin.com/company/example'",
    ])
  })
})
