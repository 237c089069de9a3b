// The last chunk-load failure, kept outside React so the window listener can report it.
type Listener = () => void

let current: string | null = null
const listeners = new Set<Listener>()

export const chunkErrorStore = {
  get: (): string | null => current,
  set: (message: string | null): void => {
    current = message
    listeners.forEach((listener) => listener())
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
