import type { ComponentType } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'
import { messages } from '@vishwas/domain'
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
 * A route's page as its own chunk. If the chunk cannot load, the route shows SPEC §8's
 * 'Failed to load {name}...' instead of breaking the app.
 */
export function lazyPage(name: string, load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const module = await load()
      return { Component: module.default }
    } catch (error) {
      console.error(`Failed to load ${name}:`, error)
      return { Component: () => <LazyLoadFailure name={name} /> }
    }
  }
}
