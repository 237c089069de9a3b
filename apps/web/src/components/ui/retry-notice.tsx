// What went wrong loading a page's data, with a way to ask again.
import type { ReactNode } from 'react'
import { Button } from './button'
import { Notice } from './notice'

interface RetryNoticeProps {
  children: ReactNode
  onRetry: () => void
}

export function RetryNotice({ children, onRetry }: RetryNoticeProps) {
  return (
    <Notice
      tone="error"
      role="alert"
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Notice>
  )
}
