// Messages of the identity service that SPEC does not quote (SPEC's own are in the domain's
// `messages`: 'reCAPTCHA not initialized', 'No verification ID found. Have you called sendOTP
// first?', 'No access token available', the privilege messages).

/** '45 seconds', '1 minute', '12 minutes', '3 hours'. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  if (minutes <= 90) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = Math.ceil(minutes / 60)
  return `${hours} hours`
}

export const authMessages = {
  authenticationRequired: 'Authentication required',
  botCheckFailed: 'Bot check failed. Please try again.',
  invalidPhoneNumber: 'Enter a valid mobile number with its country code, for example +91 98765 43210',
  tooManyCodeRequests: (waitMs: number) => `Too many code requests. Try again in ${waitText(waitMs)}.`,
  tooManyVerifications: (waitMs: number) => `Too many verification attempts. Try again in ${waitText(waitMs)}.`,
  incorrectCode: (attemptsLeft: number) => `Incorrect code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  codeExpired: 'This code has expired. Request a new one.',
  codeAlreadyUsed: 'This code has already been used. Request a new one.',
  tooManyIncorrectAttempts: 'Too many incorrect attempts. Request a new code.',
  codeNotSent: 'The code could not be sent. Please try again in a moment.',
  signInNotConfirmed: 'Sign-in could not be confirmed. Please request a new code.',
  sessionExpired: 'Session expired. Please sign in again.',
  userNotFound: 'User not found',
  otherUsersProfile: "You don't have permission to access another user's profile",
} as const
