// Field builders shared by the entity schemas, each carrying its Schema Explorer title and text.
import { z } from 'zod'
import { formatIndianNumber } from '../money/indian-digits'
import { doc } from './doc'

export const idField = (title: string, description: string) => z.string().min(1).max(128).meta(doc(title, description))

export const timestampField = (title: string, description: string) => z.iso.datetime({ offset: true }).meta(doc(title, description))

export const dateField = (title: string, description: string) => z.iso.date().meta(doc(title, description))

/** Money on the ledger is in paise: a non-negative whole number (₹1 = 100 paise). */
export const paiseField = (title: string, description: string) => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta(doc(title, `${description} In paise (₹1 = 100 paise).`))

export const phoneField = (title: string, description: string) => z.string().regex(/^\+\d{6,15}$/, 'Phone number must be digits with a leading plus').meta(doc(title, description))

export const textField = (max: number, title: string, description: string) => z.string().trim().max(max).meta(doc(title, description))

/** The audit pair every stored entity carries. */
export const auditFields = {
  createdAt: timestampField('Created at', 'When the record was created.').optional(),
  updatedAt: timestampField('Updated at', 'When the record last changed.').optional(),
}

/**
 * Characters plain text never needs and that only disguise it: control characters (a line field
 * takes none, a multi-line one only tab and line breaks) and the bidirectional overrides and
 * isolates that make text read differently from what it is ('invoice\u202Efdp.exe').
 */
// Written without the u flag, so the JSON Schema `pattern` reads the same in every validator.
// eslint-disable-next-line no-control-regex -- these patterns exist to refuse control characters
const LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/

export const plainTextMessages = {
  line: 'must be plain text on one line (no control or text-direction characters)',
  multiline: 'must be plain text (no control or text-direction characters other than line breaks and tabs)',
  /** A text over its limit is refused with the limit (and the length it has), never cut. */
  tooLong: (title: string, max: number, length?: number) =>
    `${title} must be at most ${formatIndianNumber(max)} characters${length === undefined ? '' : ` (it has ${formatIndianNumber(length)})`}`,
} as const

const limitOf = (max: number, title: string) => ({
  error: (issue: { input?: unknown }) => plainTextMessages.tooLong(title, max, typeof issue.input === 'string' ? issue.input.length : undefined),
})

/** One line of plain text, trimmed: stored as typed, always rendered as text (never as HTML). */
export const lineText = (max: number, title: string) => z.string().trim().max(max, limitOf(max, title)).regex(LINE_TEXT, `${title} ${plainTextMessages.line}`)

/** Plain text that may run over several lines, stored as typed and rendered as text. */
export const multilineText = (max: number, title: string) => z.string().max(max, limitOf(max, title)).regex(MULTILINE_TEXT, `${title} ${plainTextMessages.multiline}`)
