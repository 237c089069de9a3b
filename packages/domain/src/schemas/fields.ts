// Field builders shared by the entity schemas, each carrying its Schema Explorer title and text.
import { z } from 'zod'
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
