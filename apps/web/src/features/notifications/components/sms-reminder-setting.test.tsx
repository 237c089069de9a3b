// The profile's SMS-reminder switch: shows the stored setting and changes it through the API.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { testQueryClient } from '../../../testing/render'
import { SmsReminderSetting } from './sms-reminder-setting'

describe('SmsReminderSetting', () => {
  it('turns SMS reminders off and says so', async () => {
    let smsReminders = true
    const api = fakeApi({
      'GET /api/users/me/notification-settings': () => ({ body: { success: true, settings: { smsReminders } } }),
      'PUT /api/users/me/notification-settings': ({ body }) => {
        smsReminders = (body as { smsReminders: boolean }).smsReminders
        return { body: { success: true, settings: { smsReminders } } }
      },
    })
    render(
      <QueryClientProvider client={testQueryClient()}>
        <SmsReminderSetting />
      </QueryClientProvider>,
    )
    const box = await screen.findByRole('checkbox', { name: 'Send visit reminders by SMS' })
    expect(box).toHaveProperty('checked', true)
    await userEvent.setup().click(box)
    await screen.findByText('SMS reminders are off.')
    expect(box).toHaveProperty('checked', false)
    expect(api.requests('PUT', '/api/users/me/notification-settings').map((call) => call.body)).toEqual([{ smsReminders: false }])
  })
})
