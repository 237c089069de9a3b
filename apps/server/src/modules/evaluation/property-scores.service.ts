// The automatic evaluation's use cases (issue #25): reading one listing's score with its reasons,
// and the admin list and override (recomputing is property-score-refresh.ts).
import { evaluationMessages, isPublicPropertyStatus, messages } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { AppError, notFound } from '../../errors'
import { hasPropertyAccess, requireUser, type AuthContext } from '../../plugins/auth-guards'
import { recordAdminAction } from '../admin-audit/admin-audit.repository'
import type { PropertiesRepository } from '../properties/properties.repository'
import { keyOf } from '../properties/properties.service'
import { createPropertyScoresRepository, type PropertyScoresRepository, type ScoreListFilter, type StoredScore } from './property-scores.repository'

export type ScoreView = {
  computed: number
  override: { score: number; reason: string; by: string | null; at: string } | null
  effective: number
  factors: StoredScore['factors']
  flags: StoredScore['flags']
  computedAt: string
}

export const scoreView = (stored: StoredScore): ScoreView => ({
  computed: stored.computed,
  override: stored.override ? { score: stored.override.score, reason: stored.override.reason, by: stored.override.by, at: stored.override.at } : null,
  effective: stored.effective,
  factors: stored.factors,
  flags: stored.flags,
  computedAt: stored.computedAt,
})

export type ScoresDeps = { database: DatabaseHandle; properties: PropertiesRepository }

/** The listing's id when the caller may see it: a live listing anyone; any other, property access (else 401, or 404 as if it did not exist). */
async function visiblePropertyId(deps: ScoresDeps, auth: AuthContext | null, idOrReference: string): Promise<string> {
  const key = keyOf(idOrReference)
  const property = key ? await deps.properties.findOne(key) : undefined
  if (!property) throw notFound(messages.propertyNotFound)
  if (isPublicPropertyStatus(property.basicInfo.status)) return property.id
  const user = requireUser(auth)
  if (!hasPropertyAccess(user, property, 'read')) throw notFound(messages.propertyNotFound)
  return property.id
}

/** One listing's score, with every factor's points and reason (the "Why this score" panel). */
export async function getPropertyScore(input: { deps: ScoresDeps; auth: AuthContext | null; property: string }): Promise<ScoreView> {
  const id = await visiblePropertyId(input.deps, input.auth, input.property)
  const stored = await createPropertyScoresRepository(input.deps.database.query).find(id)
  if (!stored) throw notFound(evaluationMessages.notScoredYet)
  return scoreView(stored)
}

export type AdminScoreItem = ScoreView & { propertyId: string; reference: string; title: string; city: string; locality: string | null; overrideByName: string | null }

const adminItem = (stored: StoredScore): AdminScoreItem => ({
  ...scoreView(stored),
  propertyId: stored.propertyId,
  reference: stored.reference,
  title: stored.title,
  city: stored.city,
  locality: stored.locality,
  overrideByName: stored.override?.byName ?? null,
})

/** The admin list: scores with their flags and overrides, lowest first. */
export async function listPropertyScores(input: { deps: ScoresDeps; filter: ScoreListFilter }): Promise<{ scores: AdminScoreItem[]; total: number }> {
  const { scores, total } = await createPropertyScoresRepository(input.deps.database.query).list(input.filter)
  return { scores: scores.map(adminItem), total }
}

/** The id of a listing named by id or reference (admins see every listing), read before the transaction opens. */
async function existingPropertyId(deps: ScoresDeps, idOrReference: string): Promise<string> {
  const key = keyOf(idOrReference)
  const property = key ? await deps.properties.findOne(key) : undefined
  if (!property) throw notFound(messages.propertyNotFound)
  return property.id
}

/** The stored score, locked until the transaction ends. */
async function lockedScore(scores: PropertyScoresRepository, propertyId: string): Promise<StoredScore> {
  const stored = await scores.lock(propertyId)
  if (!stored) throw notFound(evaluationMessages.notScoredYet)
  return stored
}

/** An admin's score in place of the computed one, with the reason (kept apart: the computed score stays and is still recomputed). */
export async function overridePropertyScore(input: { deps: ScoresDeps; auth: AuthContext; property: string; score: number; reason: string; now: Date }): Promise<AdminScoreItem> {
  const reason = input.reason.trim()
  if (reason === '') throw new AppError('VALIDATION_ERROR', evaluationMessages.overrideReasonRequired)
  const propertyId = await existingPropertyId(input.deps, input.property)
  return input.deps.database.transaction(async (query) => {
    const scores = createPropertyScoresRepository(query)
    const before = await lockedScore(scores, propertyId)
    const at = input.now.toISOString()
    await scores.setOverride({ propertyId: before.propertyId, score: input.score, reason, by: input.auth.did, at })
    await recordAdminAction(query, {
      actorId: input.auth.did,
      action: 'score.override',
      targetType: 'score',
      targetId: before.propertyId,
      before: { override: before.override?.score ?? null, effective: before.effective },
      after: { override: input.score, effective: input.score },
      reason,
    })
    const after = await scores.find(before.propertyId)
    return adminItem(after ?? before)
  })
}

/** Back to the computed score; recorded with the override it removed. */
export async function clearPropertyScoreOverride(input: { deps: ScoresDeps; auth: AuthContext; property: string }): Promise<AdminScoreItem> {
  const propertyId = await existingPropertyId(input.deps, input.property)
  return input.deps.database.transaction(async (query) => {
    const scores = createPropertyScoresRepository(query)
    const before = await lockedScore(scores, propertyId)
    if (!before.override) throw new AppError('CONFLICT', evaluationMessages.noOverride)
    await scores.setOverride({ propertyId: before.propertyId, score: null, reason: null, by: null, at: null })
    await recordAdminAction(query, {
      actorId: input.auth.did,
      action: 'score.override.clear',
      targetType: 'score',
      targetId: before.propertyId,
      before: { override: before.override.score, effective: before.effective, reason: before.override.reason },
      after: { override: null, effective: before.computed },
    })
    const after = await scores.find(before.propertyId)
    return adminItem(after ?? before)
  })
}
