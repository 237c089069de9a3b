// What a merge must be before anything is saved (issue #22): at least 2 distinct properties
// (SPEC's message), each with a boundary, whose boundaries touch or overlap so that their union
// is one polygon; contributions (SPEC §5: equal by default) that add up to 100 %; and the merged
// property's owners: every source's owners, each with their share of the source scaled by the
// source's contribution.
import { SPLIT_PORTION_TOLERANCE } from '../constants'
import { parseVertices, type LatLng } from '../geometry/lat-lng'
import { mergePolygons } from '../geometry/merge-polygons'
import { messages } from '../messages'
import { boundaryProblem } from '../property/property-limits'
import { Result } from '../result'
import { equalContribution } from './merge'

export const mergeCheckMessages = {
  sameProperty: 'Each property can be merged only once. Please choose different properties.',
  sourceNeedsBoundary: (reference: string) => `Property ${reference} doesn't have valid boundary coordinates for merging`,
  notAdjacent: 'The properties do not touch. Only plots whose boundaries touch or overlap can be merged into one.',
  contributionsNotWhole: (total: number) => `Contributions must add up to 100% (they add up to ${+total.toFixed(2)}%)`,
  contributionsPartial: 'Give a contribution for every property, or for none (then each contributes an equal share)',
} as const

export type MergeSourceInput = { id: string; reference: string; vertices: unknown; contribution?: number | undefined }

/** Each source's contribution in percent, in order: as given, or 100 / n for all. */
export function mergeContributions(sources: readonly { contribution?: number | undefined }[]): Result<number[]> {
  const given = sources.filter((source) => source.contribution !== undefined)
  if (given.length === 0) return Result.ok(sources.map(() => equalContribution(sources.length)))
  if (given.length !== sources.length) return Result.err(mergeCheckMessages.contributionsPartial)
  const total = given.reduce((sum, source) => sum + (source.contribution ?? 0), 0)
  if (Math.abs(total - 100) > SPLIT_PORTION_TOLERANCE + 1e-9) return Result.err(mergeCheckMessages.contributionsNotWhole(total))
  return Result.ok(sources.map((source) => source.contribution ?? 0))
}

/** The merged boundary and each source's contribution, or the first reason the sources cannot be merged. */
export function checkMerge(sources: readonly MergeSourceInput[]): Result<{ boundary: LatLng[]; contributions: number[] }> {
  if (sources.length < 2) return Result.err(messages.mergeNeedsTwo)
  if (new Set(sources.map((source) => source.id)).size !== sources.length) return Result.err(mergeCheckMessages.sameProperty)
  const rings: LatLng[][] = []
  for (const source of sources) {
    const ring = parseVertices(source.vertices)
    if (ring.length < 3 || boundaryProblem(ring)) return Result.err(mergeCheckMessages.sourceNeedsBoundary(source.reference))
    rings.push(ring)
  }
  const contributions = mergeContributions(sources)
  if (!contributions.ok) return contributions
  const union = mergePolygons(rings)
  const [boundary] = union
  if (union.length !== 1 || !boundary) return Result.err(mergeCheckMessages.notAdjacent)
  return Result.ok({ boundary, contributions: contributions.value })
}

export type OwnerShare = { userId: string; share?: number | undefined; name?: string | undefined }

/**
 * The merged property's owners: each source's owners with share × contribution / 100 (an owner
 * without a share holds an equal part of what the others leave), one entry per person, largest
 * share first, adding up to 100.
 */
export function mergedOwners(sources: readonly { owners: readonly OwnerShare[]; contribution: number }[]): { userId: string; share: number; name?: string }[] {
  const merged = new Map<string, { userId: string; share: number; name?: string }>()
  for (const { owners, contribution } of sources) {
    const given = owners.reduce((sum, owner) => sum + (owner.share ?? 0), 0)
    const unshared = owners.filter((owner) => owner.share === undefined).length
    const rest = unshared > 0 ? Math.max(100 - given, 0) / unshared : 0
    const whole = given + rest * unshared
    for (const owner of owners) {
      const key = owner.userId.toLowerCase()
      const share = whole > 0 ? (((owner.share ?? rest) / whole) * 100 * contribution) / 100 : 0
      const entry = merged.get(key) ?? { userId: owner.userId, share: 0, ...(owner.name === undefined ? {} : { name: owner.name }) }
      entry.share += share
      merged.set(key, entry)
    }
  }
  return [...merged.values()].sort((a, b) => b.share - a.share || a.userId.localeCompare(b.userId))
}
