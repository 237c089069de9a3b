// Dates of a property's record as the seller's pages show them.
import type { ReactNode } from 'react'

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** '1 Nov 2025, 3:30 pm' in a <time> element; undefined for a missing or unreadable date. */
export function timestamp(value: string | undefined): ReactNode {
  if (!value) return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  return <time dateTime={value}>{dateTime.format(date)}</time>
}
