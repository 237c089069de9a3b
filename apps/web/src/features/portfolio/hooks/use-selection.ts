// The properties a seller has ticked, in the order ticked (a comparison shows them in that order).
// The selection belongs to one list: when its scope (the search, filters, sort and page) changes,
// it starts empty, so nothing out of sight stays ticked for Compare or Change status.
import { useCallback, useMemo, useState } from 'react'
import { UNTITLED_PROPERTY, type Property } from '@vishwas/domain'

export interface SelectedProperty {
  id: string
  reference: string
  title: string
}

export function toSelected(property: Property): SelectedProperty {
  return { id: property.id, reference: property.reference, title: property.basicInfo.title || UNTITLED_PROPERTY }
}

const NONE: readonly SelectedProperty[] = []

export function useSelection(scope = '') {
  const [state, setState] = useState({ scope, selected: NONE })
  // A new scope empties the selection (React's "adjust state when a prop changes" pattern).
  if (state.scope !== scope) setState({ scope, selected: NONE })
  const selected = state.scope === scope ? state.selected : NONE
  const ids = useMemo(() => new Set(selected.map((item) => item.id)), [selected])
  const setSelected = useCallback(
    (change: (current: readonly SelectedProperty[]) => readonly SelectedProperty[]) =>
      setState((current) => (current.scope === scope ? { scope, selected: change(current.selected) } : current)),
    [scope],
  )

  const toggle = useCallback((property: Property) => {
    setSelected((current) => (current.some((item) => item.id === property.id) ? current.filter((item) => item.id !== property.id) : [...current, toSelected(property)]))
  }, [setSelected])

  /** Ticks every given property, or unticks them all when all are ticked already. */
  const toggleAll = useCallback((properties: readonly Property[]) => {
    setSelected((current) => {
      const chosen = new Set(current.map((item) => item.id))
      const allChosen = properties.every((property) => chosen.has(property.id))
      if (allChosen) {
        const leaving = new Set(properties.map((property) => property.id))
        return current.filter((item) => !leaving.has(item.id))
      }
      return [...current, ...properties.filter((property) => !chosen.has(property.id)).map(toSelected)]
    })
  }, [setSelected])

  const keepOnly = useCallback((references: ReadonlySet<string>) => {
    setSelected((current) => current.filter((item) => references.has(item.reference) || references.has(item.id)))
  }, [setSelected])

  const clear = useCallback(() => setSelected(() => NONE), [setSelected])

  return { selected, isSelected: (id: string) => ids.has(id), toggle, toggleAll, keepOnly, clear }
}
