import { describe, expect, it } from 'vitest'
import { messages } from '@vishwas/domain'
import { readImportRefusal } from './import-errors'

describe('readImportRefusal', () => {
  it('lists the problems of a validation refusal', () => {
    const message = messages.validationErrors(['Missing required field: basicInfo.type', 'Missing required field: location.address.city'])
    expect(readImportRefusal(message)).toEqual({ message, errors: ['Missing required field: basicInfo.type', 'Missing required field: location.address.city'] })
  })

  it('keeps a comma inside one problem', () => {
    const message = messages.validationErrors(['Item 3: Invalid input: expected number, received string', 'Item 4: Total area must be a number'])
    expect(readImportRefusal(message).errors).toEqual(['Item 3: Invalid input: expected number, received string', 'Item 4: Total area must be a number'])
  })

  it('leaves any other message whole', () => {
    expect(readImportRefusal('Invalid JSON data')).toEqual({ message: 'Invalid JSON data', errors: [] })
  })
})
