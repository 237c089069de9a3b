// Names for prepared statements, by their text. A query built from filters has one text per
// shape (which filters are present, the sort), and each shape named once is parsed and planned
// once per connection. Past `max` shapes a query runs unnamed (parsed each time) rather than keep
// a prepared statement per shape on every connection.
import { createHash } from 'node:crypto'

/** The name for a statement text (`<prefix>_<hash>`), or undefined once `max` texts are named. */
export function statementNamer(prefix: string, max = 500): (text: string) => string | undefined {
  // By text, so a request does not hash.
  const names = new Map<string, string>()
  return (text) => {
    let name = names.get(text)
    if (!name && names.size < max) {
      name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
      names.set(text, name)
    }
    return name
  }
}
