// JSON text from the database, answered as it is. A page of stored documents arrives from
// PostgreSQL as JSON text; parsing it into objects only to stringify them again costs more server
// time than the rest of a list request. A repository that reads such text wraps it in RawJson,
// and the reply serializer (`serializeReply`) writes the text into the response unchanged.
import { randomBytes } from 'node:crypto'

/** JSON text standing for a value of type T. */
export class RawJson<T> {
  /** Only for the type: a RawJson<Property[]> is not a RawJson<string>. */
  declare readonly value?: T

  constructor(readonly text: string) {}

  /** The value itself, parsed (for code that needs the objects rather than the text). */
  parse(): T {
    return JSON.parse(this.text) as T
  }

  /** Inside serializeReply a marker the serializer replaces with the text; elsewhere the parsed value. */
  toJSON(): unknown {
    if (!spliced) return this.parse()
    spliced.push(this.text)
    return `${marker}${spliced.length - 1}`
  }
}

// A marker cannot be mistaken for data: it starts with a NUL character (written \u0000 in JSON)
// and carries a random key drawn at start-up.
const key = randomBytes(8).toString('hex')
const marker = `\u0000${key}:`
const markerPattern = new RegExp(`"\\\\u0000${key}:(\\d+)"`, 'g')

/** The texts of the reply being serialized (serialization is synchronous, so one at a time). */
let spliced: string[] | undefined

/** JSON.stringify, with every RawJson written as its text. */
export function serializeReply(data: unknown): string {
  spliced = []
  try {
    const json = JSON.stringify(data)
    const texts = spliced
    return texts.length === 0 ? json : json.replace(markerPattern, (_, index: string) => texts[Number(index)]!)
  } finally {
    spliced = undefined
  }
}

/** A reply's shape with each RawJson field in the place of the value it stands for. */
export type InReply<T> = { [K in keyof T]: T[K] extends RawJson<infer V> ? V : T[K] }

/**
 * Hands an answer with RawJson fields to a typed route reply. The fields stay RawJson at run
 * time; serializeReply, the only reader of a reply, writes their text.
 */
export function inReply<T extends object>(answer: T): InReply<T> {
  return answer as InReply<T>
}
