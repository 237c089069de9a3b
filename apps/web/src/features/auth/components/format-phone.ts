/** '+919800000002' -> '+91 98000 00002'; other numbers as they are. */
export function formatIndianPhone(phoneNumber: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phoneNumber)
  return match ? `+91 ${match[1]} ${match[2]}` : phoneNumber
}
