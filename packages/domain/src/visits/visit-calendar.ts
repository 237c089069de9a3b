// A site visit as an iCalendar file (RFC 5545): one VEVENT with a stable UID (the visit's id),
// UTC times, SEQUENCE from the visit's version so a calendar replaces an older copy, text escaped
// (backslash, semicolon, comma, newline) and lines folded at 75 octets with CRLF endings.

export type VisitCalendarEvent = {
  id: string
  /** The domain the UID is made unique in (the product's host name or brand). */
  uidDomain: string
  productName: string
  start: string
  end: string
  /** When the file is made. */
  stamp: string
  sequence: number
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'
  summary: string
  description: string
  location: string
  url?: string | undefined
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeCalendarText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

/** '2026-12-01T04:30:00.000Z' as '20261201T043000Z'. */
export function calendarUtcTime(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a UTF-8 character. */
export function foldCalendarLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function visitCalendarFile(event: VisitCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeCalendarText(event.productName)}//Site visits//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${event.uidDomain}`,
    `DTSTAMP:${calendarUtcTime(event.stamp)}`,
    `DTSTART:${calendarUtcTime(event.start)}`,
    `DTEND:${calendarUtcTime(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`
}
