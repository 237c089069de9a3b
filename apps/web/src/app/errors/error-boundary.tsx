import { Component, type ErrorInfo, type ReactNode } from 'react'
import { DOM_ERROR_RECOVERY_MS } from '@vishwas/domain'
import { isDomMutationError } from './error-kinds'
import { ErrorPanel } from './error-panel'

interface ErrorBoundaryProps {
  children: ReactNode
}

interface ErrorBoundaryState {
  error: unknown
  hasError: boolean
}

/**
 * SPEC §8 error boundary: 'Something went wrong', its message and 'Try Again'. DOM
 * removeChild-type errors are not shown: the tree is re-rendered after 100 ms.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false }
  private recoveryTimer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isDomMutationError(error)) {
      console.warn('Recovering from a DOM mutation error:', error)
      clearTimeout(this.recoveryTimer)
      this.recoveryTimer = setTimeout(this.reset, DOM_ERROR_RECOVERY_MS)
      return
    }
    console.error('Error caught by the error boundary:', error, info.componentStack)
  }

  override componentWillUnmount(): void {
    clearTimeout(this.recoveryTimer)
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false })
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children
    if (isDomMutationError(this.state.error)) return null
    return <ErrorPanel error={this.state.error} onRetry={this.reset} />
  }
}
