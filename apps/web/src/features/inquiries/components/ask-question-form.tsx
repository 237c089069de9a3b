import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { MAX_INQUIRY_MESSAGE_LENGTH, inquiryMessages } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { useAskQuestion } from '../api/ask-question'

/** "Ask a question": a message and whether the seller may see one's phone number. */
export function AskQuestionForm({ propertyId }: { propertyId: string }) {
  const [message, setMessage] = useState('')
  const [sharePhone, setSharePhone] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const ask = useAskQuestion()
  const messageId = useId()
  const errorId = useId()

  if (ask.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {ask.data.created ? 'Question sent. The seller answers in your inquiry’s thread. ' : 'Added to your open question about this listing. '}
        <Link to={paths.myActivity} className="font-semibold text-teal-800 underline underline-offset-2">
          Your inquiries
        </Link>
      </p>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!message.trim()) return setProblem(inquiryMessages.emptyMessage)
    setProblem(null)
    ask.mutate({ propertyId, message: message.trim(), sharePhone })
  }
  const error = problem ?? (ask.isError ? ask.error.message : null)

  return (
    <form onSubmit={submit} noValidate aria-label="Ask a question" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="text-xs font-semibold text-slate-700">
          Your question
        </label>
        <textarea
          id={messageId}
          value={message}
          rows={3}
          maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500"
        />
      </div>
      <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={sharePhone} onChange={(event) => setSharePhone(event.target.checked)} />
        Share my phone number with the seller
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={ask.isPending}>
        {ask.isPending ? 'Sending…' : 'Send question'}
      </Button>
    </form>
  )
}
