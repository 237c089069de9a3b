import type { ComponentType } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'
import { messages } from '@vishwas/domain'
import { withChunkTimeout } from '../lib/chunk-timeout'
import { Button } from '../components/ui/button'
import { Notice } from '../components/ui/notice'

function LazyLoadFailure({ name }: { name: string }) {
  return (
    <Notice
      tone="error"
      role="alert"
      action={
        <Button size="sm" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      }
    >
      {messages.lazyComponentFailed(name)}
    </Notice>
  )
}

/**
 * A route's page as its own chunk. If the chunk cannot load, or has not arrived after SPEC §9's
 * 120 s (its script and the styles loaded with it), the route shows SPEC §8's
 * 'Failed to load {name}...' instead of breaking the app or waiting for ever.
 */
export function lazyPage(name: string, load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const module = await withChunkTimeout(load(), name)
      return { Component: module.default }
    } catch (error) {
      console.error(`Failed to load ${name}:`, error)
      return { Component: () => <LazyLoadFailure name={name} /> }
    }
  }
}
