// A photo as it is sent: JPEG, PNG and WebP photos shrunk in a worker (shrink-image.worker.ts);
// anything else, or a browser without workers or OffscreenCanvas, sends the file as chosen (the
// server checks and limits it either way).
const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp']

function inWorker(file: File): Promise<Blob | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./shrink-image.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<Blob | null>) => {
      worker.terminate()
      resolve(event.data)
    }
    worker.onerror = () => {
      worker.terminate()
      resolve(null)
    }
    worker.postMessage(file)
  })
}

export async function shrinkImage(file: File): Promise<File> {
  if (!SHRINKABLE.includes(file.type) || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return file
  const shrunk = await inWorker(file)
  if (!shrunk) return file
  const name = file.name.replace(/\.[^.]*$/, '') + '.jpg'
  return new File([shrunk], name, { type: 'image/jpeg', lastModified: file.lastModified })
}
