import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { verifyOtp } from './verify-otp'

describe('verifyOtp', () => {
  it("refuses without a prior send: 'No verification ID found. Have you called sendOTP first?'", async () => {
    const calls = fakeApi({})
    await expect(verifyOtp({ verificationId: undefined, code: '123456' })).rejects.toMatchObject({
      message: 'No verification ID found. Have you called sendOTP first?',
    })
    expect(calls.calls).toHaveLength(0)
  })
})
