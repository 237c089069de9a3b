// SPEC §9: a chunk (its script and the styles loaded with it) that has not arrived in 120 s fails
// instead of leaving the page waiting, and a lazy page then shows SPEC §8's failure.
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../app/lazy-page'
import { ChunkTimeoutError, withChunkTimeout } from './chunk-timeout'

afterEach(() => vi.useRealTimers())

describe('chunk time-out', () => {
  it('fails a chunk that has not arrived after 120 s with the chunk message', async () => {
    vi.useFakeTimers()
    const never = new Promise<never>(() => undefined)
    const loading = withChunkTimeout(never, 'home-page')
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(119_999)
    let settled = false
    void outcome.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ChunkTimeoutError)
    expect((error as Error).message).toBe('Loading chunk home-page failed')
  })

  it('passes a chunk that arrives in time, and its own failure', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'), 'x', 1_000)).resolves.toBe('module')
    await expect(withChunkTimeout(Promise.reject(new Error('Loading CSS chunk failed')), 'x', 1_000)).rejects.toThrow('Loading CSS chunk failed')
  })

  it("a lazy page whose chunk never arrives shows 'Failed to load {name}' after 120 s", async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const route = lazyPage('Home page', () => new Promise(() => undefined))
    const loaded = route()
    await vi.advanceTimersByTimeAsync(120_000)
    const { Component } = (await loaded) as { Component: () => React.ReactNode }
    vi.useRealTimers()
    render(<Component />)
    expect(screen.getByRole('alert').textContent).toContain('Failed to load Home page. Please refresh the page or try again later.')
  })
})
