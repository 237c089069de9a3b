import { Component, type ReactNode } from 'react'

interface Props {
  fallback: ReactNode
  children: ReactNode
}

/** The map is an enhancement: if its chunk or Leaflet fails, the rest of the section still works. */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('The boundary map failed:', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
