/** Razorpay's API (overridable with RAZORPAY_BASE_URL, e.g. for a fake server in tests). */
export const RAZORPAY_BASE_URL = 'https://api.razorpay.com'
