import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { buttonClasses } from './button'
import { Notice } from './notice'
import { dangerButtonClasses } from './danger-button'

interface ConfirmDialogProps {
  title: string
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  isBusy: boolean
  /** Why the last attempt failed, shown inside the dialog. */
  error?: string
  onConfirm: () => void
  onCancel: () => void
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal question before a destructive step. Focus starts on Cancel (the safe answer), stays
 * inside while open (Tab wraps), Escape cancels, and focus returns to whatever opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, isBusy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    cancelRef.current?.focus()
    return () => opener?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !isBusy) {
      event.stopPropagation()
      onCancel()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // In the body, so that no stacking context of the page (the main column's) keeps it under the header.
  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-3" onKeyDown={onKeyDown}>
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-full max-w-md min-w-0 rounded-2xl bg-white p-5 shadow-xl sm:p-6"
      >
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div id={`${id}-body`} className="mt-2 text-sm wrap-anywhere text-slate-700">
          {children}
        </div>
        {error ? (
          <Notice tone="error" role="alert" className="mt-4">
            {error}
          </Notice>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" className={buttonClasses('secondary')} onClick={onCancel} disabled={isBusy}>
            Cancel
          </button>
          {/* aria-disabled keeps focus here while the request runs. */}
          <button type="button" className={dangerButtonClasses()} onClick={isBusy ? undefined : onConfirm} aria-disabled={isBusy || undefined}>
            {isBusy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}
