// RawJson: database JSON text written into a reply as it is, and the same value anywhere else.
import { describe, expect, it } from 'vitest'
import { RawJson, inReply, serializeReply } from './raw-json'

describe('serializeReply', () => {
  it('writes each RawJson as its text, in place, and everything else as JSON.stringify does', () => {
    const docs = '[{"id": "a", "title": "Plot \\"A\\"", "price": 4500000}]'
    const reply = { success: true, properties: new RawJson(docs), pagination: { page: 1 }, nested: [new RawJson('{"b": 2}'), 'text'] }
    const json = serializeReply(reply)
    expect(json).toBe(`{"success":true,"properties":${docs},"pagination":{"page":1},"nested":[{"b": 2},"text"]}`)
    expect(JSON.parse(json)).toEqual({ success: true, properties: JSON.parse(docs), pagination: { page: 1 }, nested: [{ b: 2 }, 'text'] })
  })

  it('leaves data that looks like a marker alone', () => {
    const lookalikes = { a: '\u00000:0', b: '\u0000', c: new RawJson('1'), d: '$1 $& $`' }
    expect(JSON.parse(serializeReply(lookalikes))).toEqual({ a: '\u00000:0', b: '\u0000', c: 1, d: '$1 $& $`' })
  })

  it('is plain JSON.stringify for a reply without RawJson', () => {
    const reply = { success: false, message: 'Property not found', list: [1, null, 'x'] }
    expect(serializeReply(reply)).toBe(JSON.stringify(reply))
  })
})

describe('RawJson', () => {
  it('stands for its parsed value outside a reply', () => {
    const raw = new RawJson<{ id: string }[]>('[{"id":"a"}]')
    expect(raw.parse()).toEqual([{ id: 'a' }])
    expect(JSON.stringify({ properties: raw })).toBe('{"properties":[{"id":"a"}]}')
  })

  it('goes into a typed reply unchanged', () => {
    const answer = { properties: new RawJson<string[]>('["x"]'), total: 1 }
    const reply: { properties: string[]; total: number } = inReply(answer)
    expect(reply).toBe(answer)
  })
})
