import { describe, expect, it } from 'vitest'
import { createEventStreamParser, type StreamEvent } from './event-stream'

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = []
  const parser = createEventStreamParser((event) => events.push(event))
  for (const chunk of chunks) parser.feed(chunk)
  return events
}

describe('createEventStreamParser', () => {
  it('reads events split anywhere across chunks, skipping comments', () => {
    const text = ': connected\nretry: 3000\nevent: ready\ndata: {}\n\n: heartbeat\n\nid: n1\nevent: notification\ndata: {"a":1}\n\n'
    const whole = parse([text])
    expect(whole).toEqual([
      { event: 'ready', data: '{}', retry: 3000 },
      { event: 'notification', data: '{"a":1}', id: 'n1', retry: 3000 },
    ])
    const pieces = text.split('')
    expect(parse(pieces)).toEqual(whole)
  })

  it('joins data lines, takes CRLF and CR endings, defaults the event name and keeps the last id', () => {
    expect(parse(['data: one\r\ndata: two\r\n\r\nid: 7\rdata:x\r', '\r\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: 'x', id: '7' },
    ])
  })

  it('dispatches nothing for an event without data', () => {
    expect(parse(['event: lonely\n\n'])).toEqual([])
  })
})
