// Which property a page is about, when the address does not say: its PROP- reference, its id, or
// its page's address pasted (the property page's buttons pass it in the address instead).
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from './button'
import { fieldClasses } from './rupee-field'
import { PROPERTY_IDENTIFIER, paths } from '../../config/paths'

const identifier = new RegExp(`(${PROPERTY_IDENTIFIER})`, 'i')

/** The property id or reference in what was typed or pasted, if any. */
export function propertyIdIn(text: string): string | undefined {
  return identifier.exec(text.trim())?.[1]
}

export function PropertyPicker({ onPick }: { onPick: (propertyId: string) => void }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = propertyIdIn(text)
    if (!found) {
      setError('Enter a property reference such as PROP-2026-0001, or paste the address of its page')
      return
    }
    onPick(found)
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a property" className="flex flex-col gap-2">
      <label htmlFor={id} className={fieldClasses.label}>
        Property reference or page address
      </label>
      <input id={id} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} className={fieldClasses.input} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        Or find one with the{' '}
        <Link to={paths.home} className="font-semibold text-teal-800 underline underline-offset-2">
          search
        </Link>{' '}
        and use its “Make an offer”.
      </p>
      <Button type="submit" className="w-full sm:w-fit">
        Continue
      </Button>
    </form>
  )
}
