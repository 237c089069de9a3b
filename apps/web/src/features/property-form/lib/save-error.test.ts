import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { describeSaveError } from './save-error'

describe('a refused save', () => {
  it("shows the server's message and the envelope's list of problems", () => {
    const error = new ApiError({
      message: 'Validation errors: Missing required field: basicInfo.type',
      status: 400,
      code: 'VALIDATION_ERROR',
      errors: [
        { path: 'basicInfo.type', message: 'Missing required field: basicInfo.type' },
        { path: 'body.risk', message: 'Invalid option' },
        { path: '', message: 'Plain text' },
      ],
    })
    expect(describeSaveError(error, 'Failed to create property')).toEqual({
      message: 'Validation errors: Missing required field: basicInfo.type',
      errors: ['Missing required field: basicInfo.type', 'body.risk: Invalid option', 'Plain text'],
    })
  })

  it("says 'Failed to create property' when the server did not answer", () => {
    const error = new ApiError({ message: 'Request timed out after 15 s', status: 0, code: 'TIMEOUT' })
    expect(describeSaveError(error, 'Failed to create property')).toEqual({ message: 'Failed to create property', errors: ['Request timed out after 15 s'] })
  })
})
