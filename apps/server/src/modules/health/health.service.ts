import type { Engine } from '../../db/database'
import { AppError } from '../../errors'
import { version } from '../../version'
import type { HealthRepository } from './health.repository'

export type Health = { status: 'ok'; database: Engine; version: string }

export async function getHealth(input: { repository: HealthRepository; engine: Engine }): Promise<Health> {
  try {
    await input.repository.ping()
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable')
  }
  return { status: 'ok', database: input.engine, version }
}
