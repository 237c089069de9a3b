// SPEC §5: phone numbers are cleaned to digits with a leading plus; a plus is added if missing.

/** '+91 98765-43210' and '919876543210' both give '+919876543210'; no digits gives ''. */
export function cleanPhoneNumber(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '')
  return digits === '' ? '' : `+${digits}`
}

/**
 * An Indian mobile number in E.164: a bare 10-digit number starting 6-9 gets the +91 country
 * code; anything else is cleaned as SPEC says. Beyond SPEC, for sign-in forms.
 */
export function toIndianE164(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^0(?=[6-9]\d{9}$)/, '')
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : cleanPhoneNumber(digits)
}

/** +91 followed by a 10-digit mobile number starting 6-9. */
export function isIndianMobile(phone: string): boolean {
  return /^\+91[6-9]\d{9}$/.test(phone)
}
