import type { FileProgress } from '../lib/upload-queue'

/** One bar per file while it is checked and sent; a failure stays, named with its reason. */
export function UploadProgressList({ items }: { items: readonly FileProgress[] }) {
  if (items.length === 0) return null
  return (
    <ul aria-label="Uploads" className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium text-slate-800">{item.name}</span>
            <span className={item.state === 'failed' ? 'text-rose-800' : 'text-slate-600'}>
              {item.state === 'failed' ? 'Failed' : item.state === 'done' ? 'Done' : item.state === 'checking' ? 'Preparing' : `${Math.round(item.fraction * 100)} %`}
            </span>
          </div>
          {item.state === 'failed' ? (
            <p role="alert" className="mt-1 text-rose-800">
              {item.message}
            </p>
          ) : (
            <progress className="mt-1 h-2 w-full accent-teal-700" max={1} value={item.fraction} aria-label={`Upload of ${item.name}`} />
          )}
        </li>
      ))}
    </ul>
  )
}
