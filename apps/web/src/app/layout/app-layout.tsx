import { Outlet, ScrollRestoration } from 'react-router'
import { AnalyticsRoot } from '../../features/analytics/components/analytics-root'
import { SceneryBackdropSlot, SceneryBarSlot } from '../../features/scenery/components/lazy-scenery'
import { StartupGate } from '../../features/startup/components/startup-gate'
import { ChunkErrorNotice } from '../errors/chunk-error-notice'
import { availableLinks, footerLinks, headerLinks } from '../navigation'
import { Footer } from './footer'
import { Header } from './header'
import { TrustBanner } from './trust-banner'

/**
 * Header, trust banner, main and footer around every page; `routePaths` is the route table.
 * The scenery (a layer behind everything, and its weather bar) loads after the first paint.
 */
export function AppLayout({ routePaths }: { routePaths: ReadonlySet<string> }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-teal-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {/* The consent banner, when a tag is configured: a fixed overlay, early in the tab order. */}
      <AnalyticsRoot />
      <Header links={availableLinks(headerLinks, routePaths)} />
      <TrustBanner />
      {/* Room kept for the weather bar, so nothing moves when it arrives. */}
      <div className="mx-auto flex min-h-[3.25rem] w-full max-w-6xl justify-end px-3 pt-3 sm:px-4">
        <SceneryBarSlot />
      </div>
      {/*
        At least a screen tall, so the footer starts below the fold: while a page loads (start-up
        checks, its chunk, its data) the footer is never on screen to be pushed down when it arrives.
      */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-3 pt-3 pb-5 outline-none sm:px-4 sm:pt-4 sm:pb-8">
        <ChunkErrorNotice />
        <StartupGate>
          <Outlet />
        </StartupGate>
      </main>
      <Footer links={availableLinks(footerLinks, routePaths)} />
      <SceneryBackdropSlot />
      <ScrollRestoration />
    </div>
  )
}
