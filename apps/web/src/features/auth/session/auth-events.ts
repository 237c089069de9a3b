// Sign-in and sign-out reach the app's other tabs: a BroadcastChannel where the browser has one,
// else a storage event. Tabs share the cookies, so a receiver only re-reads them.

export type AuthEvent = 'signed-in' | 'signed-out'

const CHANNEL = 'vishwas-auth'
const STORAGE_KEY = 'vishwas-auth-event'

function isAuthEvent(value: unknown): value is AuthEvent {
  return value === 'signed-in' || value === 'signed-out'
}

// One channel object per tab, for sending and receiving: a channel never hears its own messages,
// so a tab does not react to its own events.
let channel: BroadcastChannel | null = null
function tabChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  channel ??= new BroadcastChannel(CHANNEL)
  return channel
}

export function broadcastAuthEvent(event: AuthEvent): void {
  const shared = tabChannel()
  if (shared) {
    shared.postMessage(event)
    return
  }
  try {
    // The time makes each write a change, so the other tabs hear every event.
    localStorage.setItem(STORAGE_KEY, `${event}:${Date.now()}`)
  } catch {
    // Storage can be disabled; other tabs then catch up on their next request.
  }
}

/** Listens for the other tabs' events. */
export function subscribeAuthEvents(listener: (event: AuthEvent) => void): () => void {
  const shared = tabChannel()
  if (shared) {
    const onMessage = (message: MessageEvent<unknown>) => {
      if (isAuthEvent(message.data)) listener(message.data)
    }
    shared.addEventListener('message', onMessage)
    return () => shared.removeEventListener('message', onMessage)
  }
  const onStorage = (event: StorageEvent) => {
    const name = event.key === STORAGE_KEY ? event.newValue?.split(':')[0] : undefined
    if (isAuthEvent(name)) listener(name)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
