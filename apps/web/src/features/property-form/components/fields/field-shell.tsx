import { useId, type ReactNode } from 'react'
import { get, useFormState, type Path } from 'react-hook-form'
import type { PropertyInput } from '@vishwas/domain'
import { errorClass, hintClass, labelClass } from './field-styles'

export type FieldName = Path<PropertyInput>

/** The attributes that tie an input to its label, hint and error. */
export interface FieldWiring {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

interface FieldShellProps {
  name: string
  label: string
  hint?: string | undefined
  required?: boolean | undefined
  className?: string
  children: (wiring: FieldWiring) => ReactNode
}

/** A label, the input, an optional hint and the field's error message, wired for screen readers. */
export function FieldShell({ name, label, hint, required, className = '', children }: FieldShellProps) {
  const id = useId()
  const { errors } = useFormState<PropertyInput>({ name: name as FieldName })
  const error = get<typeof errors, { message?: string } | undefined>(errors, name)?.message
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const wiring: FieldWiring = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span className="text-rose-700"> (required)</span> : null}
      </label>
      {children(wiring)}
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
