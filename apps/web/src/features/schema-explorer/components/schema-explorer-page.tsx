import { useDeferredValue, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { env } from '../../../config/env'
import { plural } from '../../../lib/format'
import { useSchemas } from '../api/get-schemas'
import { searchFields } from '../lib/field-search'
import { allFields, schemaFields, type SchemaField, type SchemaNode } from '../lib/schema-fields'
import { SchemaPicker, type SchemaChoice } from './schema-picker'
import { SchemaTree } from './schema-tree'
import { RetryNotice } from '../../../components/ui/retry-notice'

interface SchemaEntry {
  name: string
  title: string
  description?: string
  fields: SchemaField[]
  fieldCount: number
}

const DEFAULT_SCHEMA = 'property'

function toEntries(schemas: Record<string, SchemaNode>): SchemaEntry[] {
  return Object.entries(schemas).map(([name, schema]) => {
    const fields = schemaFields(schema)
    return { name, title: schema.title ?? name, description: schema.description, fields, fieldCount: allFields(fields).length }
  })
}

/**
 * /SchemaExplorer: every entity schema the API serves, as a tree of fields. The open schema and
 * the search live in the URL (`?schema=property&q=price`), so a view can be shared.
 */
export function SchemaExplorerPage() {
  const id = useId()
  const { data, error, isPending, refetch } = useSchemas()
  const [params, setParams] = useSearchParams()
  const [query, setQuery] = useState(() => params.get('q') ?? '')
  const deferredQuery = useDeferredValue(query)

  const entries = useMemo(() => (data ? toEntries(data.schemas) : []), [data])
  const searches = useMemo(() => new Map(entries.map((entry) => [entry.name, searchFields(entry.fields, deferredQuery)])), [entries, deferredQuery])
  const requested = params.get('schema')
  const selected = entries.find((entry) => entry.name === requested) ?? entries.find((entry) => entry.name === DEFAULT_SCHEMA) ?? entries[0]
  const search = selected ? searches.get(selected.name) : undefined
  const isSearching = search !== undefined && search.query !== ''

  const withParam = (current: URLSearchParams, key: string, value: string) => {
    const next = new URLSearchParams(current)
    if (value) next.set(key, value)
    else next.delete(key)
    return next
  }
  const onQuery = (value: string) => {
    setQuery(value)
    setParams((current) => withParam(current, 'q', value.trim() ? value : ''), { replace: true, preventScrollReset: true })
  }
  const choices: SchemaChoice[] = entries.map((entry) => ({
    name: entry.name,
    title: entry.title,
    matches: isSearching ? (searches.get(entry.name)?.matched.size ?? 0) : undefined,
  }))
  const elsewhere = isSearching ? choices.filter((choice) => choice.name !== selected?.name && (choice.matches ?? 0) > 0) : []

  return (
    <div className="flex flex-col gap-5">
      <title>{`Schema Explorer | ${env.brandName}`}</title>
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Schema Explorer</h1>
        <p className="mt-1 text-sm text-slate-600 sm:text-base">
          The shape of every record {env.brandName} stores and exchanges: open a schema to browse its fields, or search them by name, title or description.
        </p>
        <div className="mt-4">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-700">
            Search fields
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder="e.g. price, owner, boundary"
            autoComplete="off"
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400"
          />
        </div>
      </Card>

      {isPending ? <LoadingDots message="Loading schemas..." /> : null}
      {error ? (
        <RetryNotice onRetry={() => void refetch()}>
          {error.message}
        </RetryNotice>
      ) : null}
      {data && !selected ? <Notice>No schemas are available.</Notice> : null}

      {selected && search ? (
        <div className="grid items-start gap-5 md:grid-cols-[15rem_minmax(0,1fr)]">
          <SchemaPicker
            choices={choices}
            selected={selected.name}
            hrefFor={(name) => `?${withParam(params, 'schema', name).toString()}`}
            onSelect={(name) => setParams((current) => withParam(current, 'schema', name), { replace: true, preventScrollReset: true })}
          />
          <Card className="min-w-0 p-4 sm:p-6">
            <section aria-labelledby={`${id}-schema-title`}>
              <h2 id={`${id}-schema-title`} className="text-xl font-bold text-slate-900">
                {selected.title}
              </h2>
              <p className="mt-0.5 font-mono text-sm text-slate-500">{selected.name}</p>
              {selected.description ? <p className="mt-2 text-sm text-slate-700">{selected.description}</p> : null}
              <p className="mt-3 text-sm text-slate-600" aria-live="polite">
                {isSearching
                  ? search.matched.size > 0
                    ? `${plural(search.matched.size, 'field')} of ${plural(selected.fieldCount, 'field')} match “${deferredQuery.trim()}”.`
                    : `No field of ${selected.title} matches “${deferredQuery.trim()}”.`
                  : `${plural(selected.fieldCount, 'field')}; open one to see what it holds.`}
                {elsewhere.length > 0 ? ` Also in ${elsewhere.map((choice) => `${choice.title} (${choice.matches ?? 0})`).join(', ')}.` : ''}
              </p>
              <div className="mt-4">
                <SchemaTree key={selected.name} fields={selected.fields} search={search} label={`Fields of ${selected.title}`} />
              </div>
            </section>
          </Card>
        </div>
      ) : null}
    </div>
  )
}
