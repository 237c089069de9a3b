// Named prepared statements on PGlite. PGlite's own query() sends every statement as an unnamed
// one, in five protocol round trips into WebAssembly, so each call is parsed and planned afresh:
// for the property searches, planning alone takes tens of milliseconds there. Here a statement
// is parsed once under its name (with its parameter types described); each call is then one
// round trip (bind, describe, execute, sync) and PostgreSQL's plan cache applies, as it does for
// the named statements node-postgres sends to a server. For reads: nothing is synced to disk
// after a call (PGlite's NodeFS data dir is written in place).
import { protocol, type PGlite } from '@electric-sql/pglite'

type ParameterDescription = { dataTypeIDs: number[] }
type RowDescription = { fields: { name: string; dataTypeID: number }[] }
type DataRow = { fields: (string | null)[] }

const { serialize } = protocol

function joined(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    message.set(part, offset)
    offset += part.length
  }
  return message
}

export function createPglitePrepared(client: PGlite) {
  /** Parameter types of each statement parsed on this client, by name. */
  const parsed = new Map<string, number[]>()

  async function parse(name: string, text: string): Promise<number[]> {
    const { messages } = await client.execProtocol(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false })
    const description = messages.find((message) => message.name === 'parameterDescription') as unknown as ParameterDescription | undefined
    const types = description?.dataTypeIDs ?? []
    parsed.set(name, types)
    return types
  }

  async function run<T>(statement: { name: string; text: string; values: unknown[] }): Promise<T[]> {
    const types = parsed.get(statement.name) ?? (await parse(statement.name, statement.text))
    const values = statement.values.map((value, i) => {
      if (value === null || value === undefined) return null
      const serializer = client.serializers[types[i] ?? 0]
      if (serializer) return serializer(value)
      // Without a serializer for the type: JSON for objects, the text form for the rest (as PGlite does).
      return typeof value === 'object' ? JSON.stringify(value) : `${value as string | number | boolean | bigint}`
    })
    const { messages } = await client.execProtocol(
      joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    )
    const description = messages.find((message) => message.name === 'rowDescription') as unknown as RowDescription | undefined
    if (!description) return []
    const columns = description.fields.map((field) => ({ name: field.name, parse: client.parsers[field.dataTypeID] }))
    return (messages.filter((message) => message.name === 'dataRow') as unknown as DataRow[]).map((row) => {
        const record: Record<string, unknown> = {}
        columns.forEach((column, i) => {
          const value = row.fields[i] ?? null
          record[column.name] = value === null || !column.parse ? value : column.parse(value)
        })
        return record as T
      })
  }

  /** Runs a named statement, in turn with PGlite's own queries and transactions. */
  return <T>(statement: { name: string; text: string; values: unknown[] }): Promise<T[]> =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(statement)))
}
