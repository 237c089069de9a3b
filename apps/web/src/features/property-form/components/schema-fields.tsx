// The schema-driven part of the form: every field of the property's JSON Schema that no
// hand-made section shows, rendered by its type.
import type { JSONSchema } from '@vishwas/domain'
import { humanize } from '../../../lib/format'
import { isCoveredElsewhere } from '../lib/form-fields'
import { describeSchemaFields, schemaAt, type SchemaField } from '../lib/schema-fields'
import { CheckboxField, ChoiceField, NumberField, TextField, YesNoField } from './fields/inputs'
import { TagInput } from './fields/tag-input'

function FieldFromSchema({ field }: { field: SchemaField }) {
  const common = { name: field.path, label: field.label, hint: field.description, required: field.required }
  switch (field.kind) {
    case 'text':
      return <TextField {...common} multiline={field.multiline} className={field.multiline ? 'sm:col-span-2' : ''} />
    case 'number':
      return <NumberField {...common} integer={field.integer} />
    case 'boolean':
      return field.required ? <CheckboxField name={field.path} label={field.label} hint={field.description} /> : <YesNoField {...common} />
    case 'choice':
      return (
        <ChoiceField
          {...common}
          options={field.options.map((value) => ({ value, label: humanize(value) }))}
          emptyLabel={field.required ? undefined : field.defaultValue ? `Default (${humanize(field.defaultValue)})` : 'Not specified'}
        />
      )
    case 'tags':
      return (
        <div className="sm:col-span-2">
          <TagInput name={field.path} label={field.label} hint={field.description} suggestions={field.suggestions} />
        </div>
      )
    case 'group':
      return (
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-800">{field.label}</legend>
          {field.description ? <p className="-mt-2 text-xs text-slate-600 sm:col-span-2">{field.description}</p> : null}
          {field.fields.map((child) => (
            <FieldFromSchema key={child.path} field={child} />
          ))}
        </fieldset>
      )
  }
}

interface SchemaFieldsProps {
  schema: JSONSchema | undefined
  /** The part of the property to render, e.g. 'specifications'; the whole property when empty. */
  at?: string
  /** Paths another section renders (their own schema fields included). */
  skip?: readonly string[]
}

/** The fields under `at` that the hand-made sections and the server leave to the schema. */
export function SchemaFields({ schema, at = '', skip = [] }: SchemaFieldsProps) {
  const part = schema && at ? schemaAt(schema, at) : schema
  const fields = part ? describeSchemaFields(part, at, (path) => isCoveredElsewhere(path) || skip.includes(path)) : []
  if (fields.length === 0) return null
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <FieldFromSchema key={field.path} field={field} />
      ))}
    </div>
  )
}
