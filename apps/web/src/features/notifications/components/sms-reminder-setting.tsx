// The profile's SMS-reminder setting: visit reminders also go by text message unless turned off
// (notifications in the app always arrive).
import { useId } from 'react'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings'

export function SmsReminderSetting() {
  const { data, error, isPending, refetch } = useNotificationSettings()
  const update = useUpdateNotificationSettings()
  const id = useId()
  const checked = update.isPending ? (update.variables?.smsReminders ?? false) : (data?.smsReminders ?? false)
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
          Notifications
        </h2>
        {isPending ? <LoadingDots /> : null}
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
        {data ? (
          <div className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="mt-1 size-5 accent-teal-700"
              checked={checked}
              disabled={update.isPending}
              aria-describedby={`${id}-hint`}
              onChange={(event) => update.mutate({ smsReminders: event.target.checked })}
            />
            <div>
              <label htmlFor={id} className="font-semibold text-slate-900">
                Send visit reminders by SMS
              </label>
              <p id={`${id}-hint`} className="text-sm text-slate-600">
                Reminders 24 hours and 1 hour before a site visit. Notifications in the app always arrive.
              </p>
            </div>
          </div>
        ) : null}
        <p aria-live="polite" className="text-sm text-slate-600">
          {update.isSuccess ? (update.data.smsReminders ? 'SMS reminders are on.' : 'SMS reminders are off.') : ''}
        </p>
        {update.isError ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {update.error.message}
          </p>
        ) : null}
      </section>
    </Card>
  )
}
