// The properties a seller has ticked, kept across pages of the portfolio, in the order ticked
// (a comparison shows them in that order).
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

export function useSelection() {
  const [selected, setSelected] = useState<readonly SelectedProperty[]>([])
  const ids = useMemo(() => new Set(selected.map((item) => item.id)), [selected])

  const toggle = useCallback((property: Property) => {
    setSelected((current) => (current.some((item) => item.id === property.id) ? current.filter((item) => item.id !== property.id) : [...current, toSelected(property)]))
  }, [])

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
  }, [])

  const keepOnly = useCallback((references: ReadonlySet<string>) => {
    setSelected((current) => current.filter((item) => references.has(item.reference) || references.has(item.id)))
  }, [])

  const clear = useCallback(() => setSelected([]), [])

  return { selected, isSelected: (id: string) => ids.has(id), toggle, toggleAll, keepOnly, clear }
}
