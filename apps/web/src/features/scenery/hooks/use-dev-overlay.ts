import { useEffect, useState } from 'react'

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

/** The developer overlay: off unless asked for (?sceneryDebug=1); Shift+D toggles it, except while typing. */
export function useDevOverlay(initiallyOpen: boolean): boolean {
  const [isOpen, setIsOpen] = useState(initiallyOpen)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || (event.key.toLowerCase() !== 'd' && event.code !== 'KeyD') || isTyping(event.target)) return
      setIsOpen((open) => !open)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return isOpen
}
