// After a save is refused on the page, every problem in one list (SPEC §5's messages verbatim),
// each a button that moves focus to its field.
import { useFormContext, type FieldErrors } from 'react-hook-form'
import type { PropertyInput } from '@vishwas/domain'
import type { FieldName } from './fields/field-shell'

interface Problem {
  path: string
  message: string
}

function collect(errors: unknown, prefix = '', found: Problem[] = []): Problem[] {
  if (typeof errors !== 'object' || errors === null) return found
  const { message, type } = errors as { message?: unknown; type?: unknown }
  if (typeof message === 'string' && typeof type === 'string') {
    found.push({ path: prefix, message })
    return found
  }
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'root') continue
    collect(value, prefix ? `${prefix}.${key}` : key, found)
  }
  return found
}

export function problemsOf(errors: FieldErrors<PropertyInput>): Problem[] {
  return collect(errors)
}

export function ErrorSummary() {
  const { formState, setFocus } = useFormContext<PropertyInput>()
  const problems = formState.submitCount > 0 ? problemsOf(formState.errors) : []
  if (problems.length === 0) return null
  return (
    <div role="alert" className="rounded-xl border border-rose-300 bg-rose-50/95 px-4 py-3 text-sm text-rose-950 shadow-sm">
      <p className="font-semibold">Please fix these before saving:</p>
      <ul className="mt-1 grid gap-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.path} className="list-disc">
            <button type="button" className="text-left align-top underline underline-offset-2 hover:text-rose-800" onClick={() => setFocus(problem.path as FieldName)}>
              {problem.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
