// Shrinks a photo off the page's thread (SPEC §7 client-side processing): oriented as the camera
// meant it, at most 1920 px wide (and tall), JPEG at 0.85. Re-encoding drops the EXIF block, and with it
// the GPS position a phone writes into every photo.
import { IMAGE_MAX_WIDTH_PX, IMAGE_QUALITY } from '@vishwas/domain'

self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    const bitmap = await createImageBitmap(event.data, { imageOrientation: 'from-image' })
    // Within 1920 px on the longer side, as the server keeps it: an upright photo is not sent taller than it will be kept.
    const scale = Math.min(1, IMAGE_MAX_WIDTH_PX / Math.max(bitmap.width, bitmap.height))
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    // JPEG has no transparency: a floor plan drawn on a transparent PNG is laid on white, not black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    self.postMessage(await canvas.convertToBlob({ type: 'image/jpeg', quality: IMAGE_QUALITY }))
  } catch {
    self.postMessage(null)
  }
}
