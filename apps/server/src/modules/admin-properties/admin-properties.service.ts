// The admin console's listing use cases (issue #25): the manager's list over every status, a
// bulk status change, featuring a listing on the home page, one listing's owners, dealer and
// histories, and the home page's featured row. Each opens with the admin check (the routes
// check it too); every change is recorded in the audit trail in the change's own transaction.
import {
  FEATURABLE_STATUS,
  messages,
  operationMessages,
  propertyAdminMessages,
  toSquareFeet,
  placeNameSpellings,
  type Property,
  type PropertyStatus,
} from '@vishwas/domain'
import type { z } from 'zod'
import type { DatabaseHandle } from '../../db/database'
import { AppError, notFound } from '../../errors'
import { requireAdmin, type AuthContext } from '../../plugins/auth-guards'
import { recordAdminAction } from '../admin-audit/admin-audit.repository'
import { findProperty } from '../media/media.service'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import type { PropertiesRepository, SaveEntry } from '../properties/properties.repository'
import { changeProperty, isNamedBy, keyOf, userDirectory } from '../properties/properties.service'
import { pageOf, searchPagination, viewerOf } from '../property-search/search-results'
import { featureWriter, type AdminPropertiesRepository, type FeatureRow } from './admin-properties.repository'
import type { adminListQuerySchema } from './admin-properties.schemas'

export type AdminPropertiesDeps = { database: DatabaseHandle; admin: AdminPropertiesRepository; properties: PropertiesRepository }

/** The manager's page: every status but the trash, with the advanced search's filters, and which of the page are featured. */
export async function listAdminProperties(input: { deps: AdminPropertiesDeps; auth: AuthContext; query: z.output<typeof adminListQuerySchema> }) {
  const auth = requireAdmin(input.auth)
  const { page: _page, limit: _limit, sortBy, sortOrder, areaUnit, minArea, maxArea, furnishing, furnished, city, ...filter } = input.query
  const inSquareFeet = (area: number | undefined) => (area === undefined ? undefined : toSquareFeet(area, areaUnit))
  const result = await input.deps.admin.list({
    filter: { ...filter, ...(city === undefined ? {} : { cities: placeNameSpellings(city) }), furnished: furnished ?? furnishing, minAreaSqft: inSquareFeet(minArea), maxAreaSqft: inSquareFeet(maxArea) },
    sortBy,
    descending: sortOrder === 'desc',
    page: pageOf(input.query),
    viewer: viewerOf(auth),
  })
  return {
    properties: result.docs,
    featured: result.items.filter((item) => item.featured).map((item) => item.id),
    pagination: searchPagination(result.counted, input.query),
  }
}

export type BulkStatusResult = { id: string; success: boolean; error?: string; property?: { id: string; reference: string; status: PropertyStatus } }

/**
 * Sets one status on many listings in one transaction: each is a normal property change (checked
 * like PUT, with its history), and each change is recorded in the audit trail. A listing that
 * cannot change (missing, held by a pending split or merge, already in that status, named twice,
 * or whose document the rules refuse) is reported with why; the others change together.
 */
export async function changePropertyStatuses(input: {
  deps: AdminPropertiesDeps
  auth: AuthContext
  propertyIds: readonly string[]
  status: PropertyStatus
  reason: string
  now: Date
}): Promise<{ results: BulkStatusResult[]; succeeded: number; failed: number }> {
  const auth = requireAdmin(input.auth)
  const { status, now } = input
  const keys = input.propertyIds.map(keyOf)
  return input.deps.properties.transaction(async (writer) => {
    const locked = await writer.lock(keys.filter((key): key is PropertyKey => key !== undefined))
    const held = await writer.held(locked.map((property) => property.id))
    const directory = userDirectory(writer)
    const seen = new Set<string>()
    const results: BulkStatusResult[] = []
    const changed: { stored: Property; entry: SaveEntry }[] = []
    for (const [index, named] of input.propertyIds.entries()) {
      const key = keys[index]
      const stored = key && locked.find((property) => isNamedBy(property, key))
      try {
        if (!stored) throw notFound(messages.propertyNotFound)
        if (seen.has(stored.id)) throw new AppError('CONFLICT', propertyAdminMessages.duplicateInBulk)
        seen.add(stored.id)
        if (held.has(stored.id)) throw new AppError('CONFLICT', operationMessages.propertyHeld)
        if (stored.basicInfo.status === status) throw new AppError('CONFLICT', propertyAdminMessages.statusUnchanged(status))
        const candidate = { ...stored, basicInfo: { ...stored.basicInfo, status } }
        const entry = await changeProperty({ stored, candidate, auth, now, directory })
        changed.push({ stored, entry })
        results.push({ id: named, success: true, property: { id: stored.id, reference: stored.reference, status } })
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        results.push({ id: named, success: false, error: error.message })
      }
    }
    if (changed.length > 0) {
      await writer.save(
        changed.map(({ entry }) => entry),
        { by: auth.did, at: now.toISOString() },
      )
      for (const { stored } of changed) {
        await recordAdminAction(writer.query, {
          actorId: auth.did,
          action: 'property.status',
          targetType: 'property',
          targetId: stored.id,
          before: { status: stored.basicInfo.status },
          after: { status },
          reason: input.reason,
        })
      }
    }
    return { results, succeeded: changed.length, failed: results.length - changed.length }
  })
}

/** Features a live listing on the home page, or stops featuring one; recorded in the audit trail. */
export async function setPropertyFeatured(input: {
  deps: AdminPropertiesDeps
  auth: AuthContext
  property: string
  featured: boolean
  reason: string
}): Promise<FeatureRow | null> {
  const auth = requireAdmin(input.auth)
  const { id } = await findProperty(input.deps.properties, input.property)
  return input.deps.database.transaction(async (query) => {
    const writer = featureWriter(query)
    const status = await writer.lockStatus(id)
    if (status === undefined) throw notFound(messages.propertyNotFound)
    if (input.featured) {
      if (status !== FEATURABLE_STATUS) throw new AppError('UNPROCESSABLE', propertyAdminMessages.notFeaturable)
      if (!(await writer.feature(id, auth.did))) throw new AppError('CONFLICT', propertyAdminMessages.alreadyFeatured)
    } else if (!(await writer.unfeature(id))) {
      throw new AppError('CONFLICT', propertyAdminMessages.notFeatured)
    }
    await recordAdminAction(query, {
      actorId: auth.did,
      action: input.featured ? 'property.feature' : 'property.unfeature',
      targetType: 'property',
      targetId: id,
      before: { featured: !input.featured },
      after: { featured: input.featured },
      reason: input.reason,
    })
    return input.featured ? ((await writer.current(id)) ?? null) : null
  })
}

/** One listing for the admin's detail page: the stored document, its feature, owners, dealer and histories. */
export async function getAdminProperty(input: { deps: AdminPropertiesDeps; auth: AuthContext; property: string }) {
  requireAdmin(input.auth)
  const property = await findProperty(input.deps.properties, input.property)
  const { admin } = input.deps
  const [featured, owners, dealer, history] = await Promise.all([admin.feature(property.id), admin.owners(property.id), admin.dealer(property.id), admin.history(property.id)])
  return { property, featured: featured ?? null, owners, dealer, history }
}
