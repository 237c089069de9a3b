// SPEC §3: the reference is PROP- plus a time part and a random part, upper-cased.
// Time part: milliseconds since the epoch in base 36 (8 characters until the year 2059).
// Random part: 5 base-36 characters, so two listings created in the same millisecond
// collide with probability 1 in 36^5 (about 60 million); the database keeps it unique.
import { PROPERTY_REFERENCE_PREFIX } from '../constants'

const RANDOM_LENGTH = 5

export function generatePropertyReference(now: number = Date.now(), random: () => number = Math.random): string {
  const time = Math.max(0, Math.floor(now)).toString(36)
  let randomPart = ''
  for (let i = 0; i < RANDOM_LENGTH; i++) {
    randomPart += Math.min(35, Math.floor(random() * 36)).toString(36)
  }
  return `${PROPERTY_REFERENCE_PREFIX}${time}-${randomPart}`.toUpperCase()
}

export function isPropertyReference(value: string): boolean {
  return /^PROP-[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(value)
}
