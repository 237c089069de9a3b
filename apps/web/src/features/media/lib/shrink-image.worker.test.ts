// The shrinking worker with the browser's canvas faked: within 1920 px on the longer side, JPEG at
// 0.85, and laid on white first (a transparent floor plan would otherwise turn black as a JPEG).
import { IMAGE_MAX_WIDTH_PX, IMAGE_QUALITY } from '@vishwas/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'

const drawn: string[] = []
let canvasSize: [number, number] = [0, 0]
let encoded: unknown

class FakeCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    canvasSize = [width, height]
  }
  getContext() {
    return {
      set fillStyle(colour: string) {
        drawn.push(`fill ${colour}`)
      },
      fillRect: () => drawn.push('fillRect'),
      drawImage: () => drawn.push('drawImage'),
    }
  }
  convertToBlob(options: unknown) {
    encoded = options
    return Promise.resolve(new Blob(['jpeg']))
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  drawn.length = 0
})

describe('the shrinking worker', () => {
  it('draws an upright 3000 × 4000 photo at 1440 × 1920 on white and encodes it as JPEG at 0.85', async () => {
    vi.stubGlobal('OffscreenCanvas', FakeCanvas)
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 3000, height: 4000, close: () => undefined }))
    const posted = new Promise<unknown>((resolve) => vi.spyOn(self, 'postMessage').mockImplementation((message: unknown) => resolve(message)))
    await import('./shrink-image.worker')
    self.onmessage?.(new MessageEvent('message', { data: new Blob(['photo']) }))
    expect(await posted).toBeInstanceOf(Blob)
    expect(canvasSize).toEqual([Math.round(3000 * (IMAGE_MAX_WIDTH_PX / 4000)), IMAGE_MAX_WIDTH_PX])
    expect(drawn).toEqual(['fill #ffffff', 'fillRect', 'drawImage'])
    expect(encoded).toEqual({ type: 'image/jpeg', quality: IMAGE_QUALITY })
  })
})
