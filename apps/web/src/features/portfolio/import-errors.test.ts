import { describe, expect, it } from 'vitest'
import { messages } from '@vishwas/domain'
import { ApiError } from '../../lib/api-client'
import { readImportRefusal } from './import-errors'

describe('readImportRefusal', () => {
  it("lists the problems the server names, commas and all", () => {
    const problems = ['Item 3: Invalid input: expected number, received string', 'Item 4: Total area must be a number']
    const message = messages.validationErrors(problems)
    const error = new ApiError({ message, status: 400, code: 'VALIDATION_ERROR', errors: problems.map((text, i) => ({ path: `data.${i + 2}`, message: text })) })
    expect(readImportRefusal(error)).toEqual({ message, errors: problems })
  })

  it('leaves a refusal without a list whole', () => {
    expect(readImportRefusal(new ApiError({ message: 'Invalid JSON data', status: 400, code: 'BAD_REQUEST' }))).toEqual({ message: 'Invalid JSON data', errors: [] })
    expect(readImportRefusal(new Error('Failed to fetch'))).toEqual({ message: 'Failed to fetch', errors: [] })
  })
})
