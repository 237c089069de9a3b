import { useId, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { MAX_SAVED_SEARCH_NAME } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { paths, signInHref } from '../../../config/paths'
import { useCreateSavedSearch } from '../api/create-saved-search'
import { describeSearch } from './search-summary'

/**
 * 'Save this search' beside the home page's results: names the search in the address and keeps it
 * with the account (listed in the profile). Signed out, a link to sign in and come back.
 */
export function SaveSearch({ isSignedIn }: { isSignedIn: boolean }) {
  const location = useLocation()
  const query = location.search.replace(/^\?/, '')
  const [isOpen, setIsOpen] = useState(false)
  const [name, setName] = useState('')
  const create = useCreateSavedSearch()
  const fieldId = useId()
  const errorId = useId()

  if (!isSignedIn) {
    return (
      <Link to={signInHref(location)} className="text-sm font-semibold text-teal-800 underline underline-offset-2">
        Sign in to save this search
      </Link>
    )
  }

  if (create.isSuccess && !isOpen) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {`Saved “${create.data.name}”. `}
        <Link to={paths.profile} className="font-semibold text-teal-800 underline underline-offset-2">
          Your saved searches
        </Link>
      </p>
    )
  }

  if (!isOpen) {
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setName(describeSearch(query).slice(0, MAX_SAVED_SEARCH_NAME))
          create.reset()
          setIsOpen(true)
        }}
      >
        Save this search
      </Button>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate({ name, query }, { onSuccess: () => setIsOpen(false) })
  }

  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-2 sm:w-auto" aria-label="Save this search">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={fieldId} className="text-xs font-semibold text-slate-700">
          Name this search
        </label>
        <input
          id={fieldId}
          value={name}
          maxLength={MAX_SAVED_SEARCH_NAME}
          required
          onChange={(event) => setName(event.target.value)}
          aria-invalid={create.isError || undefined}
          aria-describedby={create.isError ? errorId : undefined}
          className="min-h-9 w-full min-w-48 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500"
        />
      </div>
      <Button size="sm" type="submit" disabled={create.isPending}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setIsOpen(false)}>
        Cancel
      </Button>
      {create.isError ? (
        <p id={errorId} role="alert" className="w-full text-sm font-medium text-rose-800">
          {create.error.message}
        </p>
      ) : null}
    </form>
  )
}
