import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FooterScenerySlot, SceneryBackdropSlot, SceneryBarSlot } from './lazy-scenery'

describe('the scenery slots', () => {
  it('draw nothing at first paint, then the scene, the weather bar and the footer sky once the browser is idle', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const { container, findByRole } = render(
      <>
        <SceneryBarSlot />
        <SceneryBackdropSlot />
        <footer>
          <FooterScenerySlot />
        </footer>
      </>,
    )
    expect(container.innerHTML).toBe('<footer></footer>')
    expect(idle).toHaveLength(3)
    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })))
    await findByRole('region', { name: 'Weather' }, { timeout: 5000 })
    // Each slot has its own boundary: they may arrive a moment apart.
    await waitFor(() => {
      expect(container.querySelector('[data-scenery="sky"]')).not.toBeNull()
      expect(container.querySelector('footer .sc-footer')).not.toBeNull()
    })
    // jsdom has no geolocation: SPEC §8's fallback.
    expect(container.textContent).toContain('Location unavailable')
  })
})
