import { useId, useState } from 'react'
import { MAX_DEALER_NOTE_CHARS } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { formatDate } from '../../../lib/format'
import { useDealerNote, useSaveDealerNote } from '../api/dealer-note'

/** The dealer's private note on one listing: plain text, read only by the dealer and their team's admins. */
export function NoteEditor({ dealerId, reference, title }: { dealerId: string; reference: string; title: string }) {
  const note = useDealerNote({ dealerId, reference })
  if (note.isPending) return <LoadingDots message="Loading note..." />
  if (note.error) return <p role="alert" className="text-sm font-medium text-rose-800">{note.error.message}</p>
  return <NoteForm dealerId={dealerId} reference={reference} title={title} savedText={note.data.text} updatedAt={note.data.updatedAt} />
}

function NoteForm({ dealerId, reference, title, savedText, updatedAt }: { dealerId: string; reference: string; title: string; savedText: string; updatedAt: string | null }) {
  const id = useId()
  const save = useSaveDealerNote()
  const [text, setText] = useState(savedText)
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ dealerId, reference, text })
      }}
    >
      <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-800">
        {`Private note on ${title}`}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Only you and your team’s admins see this note; never the owners or buyers.
      </p>
      <textarea
        id={`${id}-note`}
        aria-describedby={`${id}-hint`}
        value={text}
        maxLength={MAX_DEALER_NOTE_CHARS}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save note'}
        </Button>
        <span role="status" className="text-xs text-slate-600">
          {save.isError ? save.error.message : save.isSuccess ? 'Saved' : updatedAt ? `Last saved ${formatDate(updatedAt) ?? ''}` : ''}
        </span>
      </div>
    </form>
  )
}
