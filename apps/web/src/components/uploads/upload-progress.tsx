// What an upload queue shows while it runs (lib/upload-queue.ts): one bar per file while it is
// checked and sent, cleared UPLOAD_PROGRESS_CLEAR_MS (3 s) after it finishes; a failure stays,
// named with its reason, and the failures are listed by file after the queue ends.
import { UPLOAD_PROGRESS_CLEAR_MS } from '@vishwas/domain'
import { useEffect, useRef, useState } from 'react'
import type { FileProgress, UploadFailure } from '../../lib/upload-queue'
import { Notice } from '../ui/notice'

/** The bars of an upload queue: `onProgress` to hand the queue, `progress` to show; `onDone` runs as each file finishes. */
export function useUploadProgress(onDone?: () => void) {
  const [progress, setProgress] = useState<FileProgress[]>([])
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])
  const onProgress = (item: FileProgress) => {
    setProgress((items) => [...items.filter((existing) => existing.key !== item.key), item])
    if (item.state === 'done') {
      onDone?.()
      timers.current.push(window.setTimeout(() => setProgress((items) => items.filter((existing) => existing.key !== item.key)), UPLOAD_PROGRESS_CLEAR_MS))
    }
  }
  return { progress, onProgress }
}

export function UploadProgressList({ items, label = 'Uploads' }: { items: readonly FileProgress[]; label?: string }) {
  if (items.length === 0) return null
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
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

/** The files a queue could not add, each named with its message; `noun` as in 'file' / 'files'. */
export function UploadFailures({ failures, noun, onDismiss }: { failures: readonly UploadFailure[]; noun: [one: string, many: string]; onDismiss: () => void }) {
  if (failures.length === 0) return null
  return (
    <Notice tone="error" role="alert" onDismiss={onDismiss}>
      <p className="font-semibold">{failures.length === 1 ? `One ${noun[0]} was not added:` : `${failures.length} ${noun[1]} were not added:`}</p>
      <ul className="mt-1 list-disc pl-5">
        {failures.map((failure, index) => (
          <li key={`${failure.name}-${index}`}>
            {failure.name}: {failure.message}
          </li>
        ))}
      </ul>
    </Notice>
  )
}
