// The form's inputs, registered with react-hook-form by their path in the property document.
import { useFormContext } from 'react-hook-form'
import type { PropertyInput } from '@vishwas/domain'
import { emptyToUndefined, parseNumberInput } from '../../lib/number-input'
import { FieldShell, type FieldName } from './field-shell'
import { inputClass } from './field-styles'

interface InputProps {
  name: string
  label: string
  hint?: string | undefined
  required?: boolean | undefined
  className?: string
}

// No maxLength: the browser would cut a pasted text silently; the schema refuses it with its limit.
export function TextField({ autoComplete, multiline = false, ...props }: InputProps & { autoComplete?: string; multiline?: boolean }) {
  const { register } = useFormContext<PropertyInput>()
  const field = register(props.name as FieldName, { setValueAs: emptyToUndefined })
  return (
    <FieldShell {...props}>
      {(wiring) =>
        multiline ? (
          <textarea {...field} {...wiring} rows={4} className={`${inputClass} py-2`} />
        ) : (
          <input {...field} {...wiring} type="text" autoComplete={autoComplete} className={inputClass} />
        )
      }
    </FieldShell>
  )
}

/** Typed as text so a mistake stays on screen; parsed by parseNumberInput. */
export function NumberField({ integer = false, ...props }: InputProps & { integer?: boolean }) {
  const { register } = useFormContext<PropertyInput>()
  const field = register(props.name as FieldName, { setValueAs: parseNumberInput })
  return (
    <FieldShell {...props}>
      {(wiring) => <input {...field} {...wiring} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" className={inputClass} />}
    </FieldShell>
  )
}

export interface ChoiceOption {
  value: string
  label: string
}

/** A select; `emptyLabel` offers no choice (the field's default, or nothing). */
export function ChoiceField({
  options,
  emptyLabel,
  onValueChange,
  ...props
}: InputProps & { options: readonly ChoiceOption[]; emptyLabel?: string | undefined; onValueChange?: (value: string) => void }) {
  const { register } = useFormContext<PropertyInput>()
  const field = register(props.name as FieldName, {
    setValueAs: emptyToUndefined,
    ...(onValueChange ? { onChange: (event: { target: { value: string } }) => onValueChange(event.target.value) } : {}),
  })
  return (
    <FieldShell {...props}>
      {(wiring) => (
        <select {...field} {...wiring} className={inputClass}>
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

function parseYesNo(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

/** An optional yes-or-no: a select, so "not said" stays distinct from "no". */
export function YesNoField(props: InputProps) {
  const { register } = useFormContext<PropertyInput>()
  const field = register(props.name as FieldName, { setValueAs: parseYesNo })
  return (
    <FieldShell {...props}>
      {(wiring) => (
        <select {...field} {...wiring} className={inputClass}>
          <option value="">Not specified</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      )}
    </FieldShell>
  )
}

export function CheckboxField({ name, label, hint, className = '' }: Omit<InputProps, 'required'>) {
  const { register } = useFormContext<PropertyInput>()
  return (
    <FieldShell name={name} label={label} hint={hint} className={`flex flex-wrap items-center gap-x-3 ${className}`}>
      {(wiring) => <input {...register(name as FieldName)} {...wiring} type="checkbox" className="order-first size-5 accent-teal-700" />}
    </FieldShell>
  )
}
