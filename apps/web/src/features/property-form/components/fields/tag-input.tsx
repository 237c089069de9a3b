import { useId, useState, type KeyboardEvent } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import type { PropertyInput } from '@vishwas/domain'
import { Button } from '../../../../components/ui/button'
import { humanize } from '../../../../lib/format'
import type { FieldName } from './field-shell'
import { errorClass, hintClass, inputClass, labelClass } from './field-styles'

interface TagInputProps {
  name: string
  label: string
  hint?: string | undefined
  /** Offered as the seller types (a datalist). */
  suggestions?: readonly string[]
  /** Tags shown elsewhere (e.g. as checkboxes) and not repeated here. */
  hidden?: readonly string[]
}

function tagList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** An array of strings: type and press Enter or Add; each tag has its own remove button. */
export function TagInput({ name, label, hint, suggestions = [], hidden = [] }: TagInputProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const { control } = useFormContext<PropertyInput>()
  const { field, fieldState } = useController({ control, name: name as FieldName })
  const tags = tagList(field.value)
  const shown = tags.filter((tag) => !hidden.includes(tag))
  // An entry's own error (too long) arrives as a list under the field.
  const error = fieldState.error?.message ?? (fieldState.error ? 'Each entry must be 1 to 60 characters' : undefined)

  const add = () => {
    const tag = draft.trim()
    if (tag && !tags.includes(tag)) field.onChange([...tags, tag])
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {shown.length > 0 ? (
        <ul aria-label={label} className="mt-1 flex flex-wrap gap-2">
          {shown.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 ring-1 ring-teal-200">
              {humanize(tag)}
              <button
                type="button"
                aria-label={`Remove ${humanize(tag)}`}
                onClick={() => field.onChange(tags.filter((t) => t !== tag))}
                className="grid size-7 place-items-center rounded-full hover:bg-teal-100 focus-visible:outline-3 focus-visible:outline-amber-500"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M5 5l10 10M15 5 5 15" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
          list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          className={`${inputClass} mt-0`}
        />
        <Button variant="secondary" onClick={add} disabled={draft.trim() === ''} aria-label={`Add to ${label}`}>
          Add
        </Button>
      </div>
      {suggestions.length > 0 ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
