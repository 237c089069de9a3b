import { PassThrough, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Multipart } from '@fastify/multipart'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../errors'
import { propertyFormMessages, propertyFormParts } from './property-form-parts'

/** One file part as @fastify/multipart gives it; only what propertyFormParts reads. */
function filePart(file: PassThrough): Multipart {
  return { type: 'file', fieldname: 'files', filename: 'front.jpg', mimetype: 'image/jpeg', file } as unknown as Multipart
}

function partsOf(...parts: Multipart[]): AsyncIterable<Multipart> {
  return {
    [Symbol.asyncIterator]: () => {
      const each = parts[Symbol.iterator]()
      return { next: () => Promise.resolve(each.next()) }
    },
  }
}

const discard = () => new Writable({ write: (_chunk, _encoding, callback) => callback() })

describe('a file part that breaks off', () => {
  it('keeps its refusal until the service reads the bytes, and nothing escapes meanwhile', async () => {
    const file = new PassThrough()
    const parts = propertyFormParts(partsOf(filePart(file)), 1024)
    const part = (await parts.next()).value
    if (part?.kind !== 'file') throw new Error('expected the file part')
    // The body breaks off while the service is still making the file the bytes go to.
    file.destroy(new Error('Unexpected end of multipart data'))
    await new Promise((resolve) => setTimeout(resolve, 20))

    const read = pipeline(part.stream, discard())
    await expect(read).rejects.toBeInstanceOf(AppError)
    await expect(read).rejects.toMatchObject({ statusCode: 400, message: propertyFormMessages.malformed, errors: [{ path: 'body', message: 'Unexpected end of multipart data' }] })
  })
})
