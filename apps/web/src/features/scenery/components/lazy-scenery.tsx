// The doors to the scenery island, in the page's first-load code: tiny on purpose. The island
// loads when the browser is first idle after the page painted, so it never delays content; if
// it fails to load or to draw, the page simply has no scenery.
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'

const load = () => import('./scenery-root')
const nothing: ComponentType = () => null

function island<K extends 'SceneryBackdrop' | 'SceneryBar' | 'FooterScenery'>(name: K) {
  return lazy(() =>
    load().then(
      (module) => ({ default: module[name] as ComponentType }),
      () => ({ default: nothing }),
    ),
  )
}

const Backdrop = island('SceneryBackdrop')
const Bar = island('SceneryBar')
const Footer = island('FooterScenery')

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

const IDLE_TIMEOUT_MS = 2000

function useIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIsIdle(true), { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(() => setIsIdle(true), 200)
    return () => window.clearTimeout(id)
  }, [])
  return isIdle
}

function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useIdle() ? (
    <Quiet>
      <Suspense fallback={null}>{children}</Suspense>
    </Quiet>
  ) : null
}

/** The scene behind the page (and the developer overlay). */
export function SceneryBackdropSlot() {
  return (
    <AfterFirstPaint>
      <Backdrop />
    </AfterFirstPaint>
  )
}

/** The weather panel and the pause/play control. */
export function SceneryBarSlot() {
  return (
    <AfterFirstPaint>
      <Bar />
    </AfterFirstPaint>
  )
}

/** The footer's background: stars, rain and the moon phase name. */
export function FooterScenerySlot() {
  return (
    <AfterFirstPaint>
      <Footer />
    </AfterFirstPaint>
  )
}
