// A small seeded pseudo-random generator, so demo data is the same on every run and
// tests can rely on its counts. Each listing gets its own generator from its index.

export type Random = {
  next(): number
  int(min: number, max: number): number
  float(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  sample<T>(items: readonly T[], count: number): T[]
}

export function createRandom(seed: number): Random {
  // sfc32 (Chris Doty-Humphrey's small fast counting generator), 128 bits of state expanded from
  // the 32-bit seed, so generators of different seeds do not run into each other's sequences.
  let a = splitmix(seed, 1)
  let b = splitmix(seed, 2)
  let c = splitmix(seed, 3)
  let d = splitmix(seed, 4)
  const next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [value, weight] of entries) {
        roll -= weight
        if (roll < 0) return value
      }
      const last = entries[entries.length - 1]
      if (!last) throw new RangeError('weighted pick from an empty list')
      return last[0]
    },
    sample: (items, count) => {
      const pool = [...items]
      const chosen: (typeof items)[number][] = []
      while (chosen.length < count && pool.length > 0) {
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as (typeof items)[number])
      }
      return chosen
    },
  }
  return random
}

/** A well-mixed 32-bit seed for item `index` of a stream named by `salt`. */
export function seedFor(index: number, salt = 0): number {
  let h = (Math.imul(index ^ salt, 0x9e3779b1) + 0x7f4a7c15) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

function splitmix(seed: number, lane: number): number {
  let z = (seed + Math.imul(lane, 0x9e3779b9)) | 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
  return (z ^ (z >>> 16)) | 0
}
