import { useState, type FormEvent } from 'react'
import { MAX_IMPORT_PROPERTIES } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Notice } from '../../../components/ui/notice'
import { plural } from '../../../lib/format'
import { useImportProperties } from '../api/import-properties'
import { readImportRefusal } from '../import-errors'
import { field, label } from './form-styles'

/** The server takes request bodies up to 25 MB. */
export const MAX_IMPORT_FILE_BYTES = 25 * 1024 * 1024
export const IMPORT_FILE_TOO_LARGE = 'This file is larger than 25 MB. Split it into smaller files and import them one by one.'
export const IMPORT_FILE_MISSING = 'Choose a JSON file to import.'

/** Import from a JSON file: one property or an array of them; the server checks every one. */
export function ImportPanel() {
  const importing = useImportProperties()
  const [fileError, setFileError] = useState<string | null>(null)
  // A new input after each import, so the next file starts from an empty field.
  const [inputKey, setInputKey] = useState(0)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0]
    importing.reset()
    const problem = !file || file.size === 0 ? IMPORT_FILE_MISSING : file.size > MAX_IMPORT_FILE_BYTES ? IMPORT_FILE_TOO_LARGE : null
    setFileError(problem)
    if (problem || !file) return
    importing.mutate(await file.text(), { onSuccess: () => setInputKey((key) => key + 1) })
  }

  const refusal = importing.error ? readImportRefusal(importing.error) : null
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="import-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="import-heading" className="text-base font-bold text-slate-900">
            Import from a JSON file
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            One property, or an array of up to {new Intl.NumberFormat('en-IN').format(MAX_IMPORT_PROPERTIES)}, such as a file exported here. Each gets a new id and
            reference; nothing is imported unless every property passes the checks.
          </p>
        </div>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="import-file" className={label}>
              JSON file
            </label>
            <input
              key={inputKey}
              id="import-file"
              name="file"
              type="file"
              accept="application/json,.json"
              aria-describedby={fileError ? 'import-file-error' : undefined}
              aria-invalid={fileError ? true : undefined}
              className={`${field} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-teal-900`}
            />
          </div>
          <Button type="submit" disabled={importing.isPending}>
            {importing.isPending ? 'Importing…' : 'Import'}
          </Button>
        </form>
        {fileError ? (
          <p id="import-file-error" role="alert" className="text-sm font-medium text-rose-700">
            {fileError}
          </p>
        ) : null}
        {importing.data ? (
          <Notice onDismiss={() => importing.reset()}>{`Imported ${plural(importing.data.count, 'property', 'properties')}.`}</Notice>
        ) : null}
        {refusal ? (
          <Notice tone="error" role="alert" onDismiss={() => importing.reset()}>
            {refusal.errors.length > 0 ? (
              <>
                <p className="font-semibold">Validation errors:</p>
                <ul className="mt-1 list-disc pl-5">
                  {refusal.errors.map((error, i) => (
                    <li key={i}>{error}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{refusal.message}</p>
            )}
          </Notice>
        ) : null}
      </section>
    </Card>
  )
}
