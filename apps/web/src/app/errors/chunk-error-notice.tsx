import { useSyncExternalStore } from 'react'
import { Button } from '../../components/ui/button'
import { Notice } from '../../components/ui/notice'
import { chunkErrorStore } from './chunk-error-store'

/** Shows 'Loading chunk N failed' / 'Loading CSS chunk failed' with a way out: reload. */
export function ChunkErrorNotice() {
  const message = useSyncExternalStore(chunkErrorStore.subscribe, chunkErrorStore.get, () => null)
  if (!message) return null
  return (
    <Notice
      tone="error"
      role="alert"
      className="mx-auto mb-4 max-w-6xl"
      onDismiss={() => chunkErrorStore.set(null)}
      action={
        <Button size="sm" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      }
    >
      <p className="font-semibold">{message}</p>
      <p>A newer version of the site may be available: reload to get it.</p>
    </Notice>
  )
}
