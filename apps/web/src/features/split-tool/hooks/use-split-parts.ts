// The split tool's parts: the domain's auto split, manual parts, vertex edits, deletes and the
// two recalculations (portions from areas, areas from portions). Areas are in sq ft. A moved
// vertex re-measures its part at the parent's scale (its declared total over its drawn area), so
// parts that tile the parent keep adding up to its total.
import {
  createManualPart,
  generateAutoSplit,
  polygonAreaSqft,
  recalculateAreasFromPortions,
  recalculatePortionsFromAreas,
  renumberParts,
  type AutoSplitOptions,
  type LatLng,
  type SplitParent,
  type SplitPartDraft,
} from '@vishwas/domain'
import { useCallback, useMemo, useState } from 'react'

export type ToolMessage = { tone: 'info' | 'error'; text: string }

let nextId = 0
const makeId = () => `part-${(nextId += 1)}`

/** Sq ft of the declared area per sq ft drawn. */
export function parentScale(parent: SplitParent): number {
  const drawn = polygonAreaSqft(parent.vertices)
  return drawn > 0 && parent.totalAreaSqft > 0 ? parent.totalAreaSqft / drawn : 1
}

export function withCoordinates(parts: readonly SplitPartDraft[], id: string, coordinates: LatLng[], parent: SplitParent): SplitPartDraft[] {
  const scale = parentScale(parent)
  return parts.map((part) => {
    if (part.id !== id) return part
    const area = polygonAreaSqft(coordinates) * scale
    const { pieces: _pieces, ...rest } = part
    return { ...rest, coordinates, area, portion: parent.totalAreaSqft > 0 ? (area / parent.totalAreaSqft) * 100 : 0 }
  })
}

export function useSplitParts(parent: SplitParent) {
  const [parts, setParts] = useState<SplitPartDraft[]>([])
  const [message, setMessage] = useState<ToolMessage | null>(null)

  const autoSplit = useCallback(
    (options: AutoSplitOptions) => {
      const result = generateAutoSplit(parent, options, makeId)
      if (!result.ok) return setMessage({ tone: 'error', text: result.error })
      setParts(result.value.parts)
      setMessage({ tone: 'info', text: result.value.message })
    },
    [parent],
  )

  const addPart = useCallback(
    (coordinates: LatLng[]) => {
      const result = createManualPart(parent, coordinates, parts.length, makeId)
      if (!result.ok) return setMessage({ tone: 'error', text: result.error })
      setParts([...parts, result.value.part])
      setMessage({ tone: 'info', text: result.value.message })
    },
    [parent, parts],
  )

  const actions = useMemo(
    () => ({
      autoSplit,
      addPart,
      moveVertices: (id: string, coordinates: LatLng[]) => setParts((current) => withCoordinates(current, id, coordinates, parent)),
      deletePart: (id: string) => setParts((current) => renumberParts(current.filter((part) => part.id !== id), parent.title)),
      setArea: (id: string, area: number) => setParts((current) => current.map((part) => (part.id === id ? { ...part, area } : part))),
      setPortion: (id: string, portion: number) => setParts((current) => current.map((part) => (part.id === id ? { ...part, portion } : part))),
      rename: (id: string, name: string) => setParts((current) => current.map((part) => (part.id === id ? { ...part, name } : part))),
      portionsFromAreas: () => setParts((current) => recalculatePortionsFromAreas(current, parent.totalAreaSqft)),
      areasFromPortions: () => setParts((current) => recalculateAreasFromPortions(current, parent.totalAreaSqft)),
      clear: () => setParts([]),
      setMessage,
    }),
    [autoSplit, addPart, parent],
  )

  return { parts, message, ...actions }
}
