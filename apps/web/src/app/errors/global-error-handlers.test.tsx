import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../lazy-page'
import { chunkErrorStore } from './chunk-error-store'
import { ChunkErrorNotice } from './chunk-error-notice'
import { chunkFailureMessage, chunkNameFromUrl, isDomMutationError } from './error-kinds'
import { installGlobalErrorHandlers } from './global-error-handlers'

function preloadError(payload: Error): VitePreloadErrorEvent {
  const event = new Event('vite:preloadError', { cancelable: true }) as VitePreloadErrorEvent
  event.payload = payload
  return event
}

describe('global error handlers', () => {
  let uninstall: () => void = () => {}
  afterEach(() => {
    uninstall()
    chunkErrorStore.set(null)
  })

  it('logs unhandled rejections and prevents their default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    uninstall = installGlobalErrorHandlers()
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent
    Object.defineProperty(event, 'reason', { value: new Error('nobody caught me') })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(log).toHaveBeenCalledWith('Unhandled promise rejection:', event.reason)
  })

  it('suppresses removeChild-type DOM errors only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    uninstall = installGlobalErrorHandlers()
    const domError = new ErrorEvent('error', { cancelable: true, error: new Error("Failed to execute 'removeChild' on 'Node'"), message: 'removeChild' })
    window.dispatchEvent(domError)
    expect(domError.defaultPrevented).toBe(true)
    const other = new ErrorEvent('error', { cancelable: true, error: new TypeError('x is undefined'), message: 'x is undefined' })
    window.dispatchEvent(other)
    expect(other.defaultPrevented).toBe(false)
  })

  it("reports 'Loading chunk N failed' and 'Loading CSS chunk failed' and offers a reload", () => {
    uninstall = installGlobalErrorHandlers()
    render(<ChunkErrorNotice />)
    const jsFailure = preloadError(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/home-C02u1BRu.js'))
    act(() => void window.dispatchEvent(jsFailure))
    expect(screen.getByText('Loading chunk home failed')).toBeTruthy()
    expect(jsFailure.defaultPrevented).toBe(false)
    const cssFailure = preloadError(new Error('Unable to preload CSS for /assets/property-Dx8.css'))
    act(() => void window.dispatchEvent(cssFailure))
    expect(screen.getByText('Loading CSS chunk failed')).toBeTruthy()
    expect(cssFailure.defaultPrevented).toBe(true)
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy()
  })
})

describe('error kinds', () => {
  it('names chunks from their hashed file names', () => {
    expect(chunkNameFromUrl('/assets/price-tag-D9rc5YgP.js')).toBe('price-tag')
    expect(chunkFailureMessage(new Error('boom')).message).toBe('Loading chunk unknown failed')
  })

  it('recognises DOM mutation errors', () => {
    expect(isDomMutationError(new DOMException('x', 'NotFoundError'))).toBe(true)
    expect(isDomMutationError(new Error("Failed to execute 'insertBefore' on 'Node'"))).toBe(true)
    expect(isDomMutationError(new Error('other'))).toBe(false)
  })
})

describe('lazyPage', () => {
  it("shows 'Failed to load {name}...' when the chunk cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = lazyPage('Home page', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    const route = (await load()) as { Component: React.ComponentType }
    render(<route.Component />)
    expect(screen.getByText('Failed to load Home page. Please refresh the page or try again later.')).toBeTruthy()
  })
})
