// A reader of text/event-stream (the Server-Sent Events format of the HTML standard), for a client
// that reads the stream with fetch (EventSource cannot send an Authorization header). Feed it the
// decoded text as it arrives; it calls back once per complete event (with the last id and the
// reconnection delay the stream set so far, which last beyond their event as the standard says). Comments (lines starting with
// ':', the server's heartbeats) and unknown fields are skipped.

export type StreamEvent = { event: string; data: string; id?: string; retry?: number }

export function createEventStreamParser(onEvent: (event: StreamEvent) => void): { feed(text: string): void } {
  let buffer = ''
  let data: string[] = []
  let event = ''
  let id: string | undefined
  let retry: number | undefined

  function dispatch(): void {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }), ...(retry === undefined ? {} : { retry }) })
    data = []
    event = ''
  }

  function line(text: string): void {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
    else if (field === 'id' && !value.includes('\0')) id = value
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value)
  }

  return {
    feed(text: string) {
      buffer += text
      // Lines end in CRLF, LF or CR; a CR at the very end may be half of a CRLF still to come.
      for (;;) {
        const match = /\r\n|\n|\r(?!$)/.exec(buffer)
        if (!match) break
        line(buffer.slice(0, match.index))
        buffer = buffer.slice(match.index + match[0].length)
      }
    },
  }
}
