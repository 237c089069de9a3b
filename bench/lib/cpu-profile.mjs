// Reading a V8 CPU profile (node --cpu-prof) of the server: where its CPU time went within a time
// window (the load of one call), as shares of the samples taken in it. Self time is grouped by
// where the code lives (our bundle, each npm package, Node's internals, the garbage collector,
// idle); the functions are listed by self time and by inclusive time (the samples with the
// function anywhere on the stack), so a hook's or a validator's whole cost shows as one figure.

/** Where a frame's code lives: 'ours', an npm package's name, 'node', or V8's own entries. */
function placeOf(frame) {
  const { url, functionName } = frame
  if (!url) {
    if (functionName === '(idle)') return '(idle)'
    if (functionName === '(garbage collector)') return '(gc)'
    if (functionName === '(program)' || functionName === '(root)') return '(program)'
    return '(native)'
  }
  if (url.startsWith('node:')) return 'node'
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inModules) return inModules[1]
  if (url.includes('/apps/server/dist/')) return 'ours'
  return url
}

const label = (frame) => `${frame.functionName || '(anonymous)'} ${placeOf(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`

/**
 * Shares (per cent of the window's busy samples) by place, and the top functions by self and
 * inclusive time; `busyMs`, the busy samples as milliseconds (divide by the requests for a cost
 * per request). `fromUs`/`toUs` are CLOCK_MONOTONIC microseconds, the clock of the profile's timestamps
 * (process.hrtime in any process on the machine).
 */
export function summarizeProfile(profile, { fromUs, toUs, top = 25 }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map()
  const inclusive = new Map()
  const places = new Map()
  let total = 0
  let idle = 0
  let sampledUs = 0
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]
    if (at < fromUs || at > toUs) return
    sampledUs += profile.timeDeltas[index]
    const node = byId.get(id)
    const place = placeOf(node.callFrame)
    total += 1
    if (place === '(idle)') {
      idle += 1
      return
    }
    places.set(place, (places.get(place) ?? 0) + 1)
    const own = label(node.callFrame)
    self.set(own, (self.get(own) ?? 0) + 1)
    const seen = new Set()
    for (let current = id; current !== undefined; current = parent.get(current)) {
      const name = label(byId.get(current).callFrame)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1)
    }
  })
  const busy = total - idle
  const share = (n) => Math.round((n / Math.max(1, busy)) * 1000) / 10
  const ranked = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => ({ name, percent: share(n) }))
  const busyMs = (busy * (sampledUs / Math.max(1, total))) / 1000
  return {
    samples: total,
    busyMs: Math.round(busyMs),
    busyPercentOfWall: Math.round((busy / Math.max(1, total)) * 1000) / 10,
    places: ranked(places),
    self: ranked(self),
    inclusive: ranked(inclusive).filter((entry) => !entry.name.startsWith('(root)') && !entry.name.startsWith('(program)')),
  }
}
