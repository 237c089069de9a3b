// Latency figures, computed the same way for the HTTP loads and the direct SQL replays, so the
// overhead ratio compares like with like.

/**
 * The p-th percentile of ascending `sorted` (nearest rank).
 * @param {number[]} sorted @param {number} p @returns {number}
 */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

/**
 * The middle value of `values` (the upper one of an even count), in any order.
 * @param {number[]} values @returns {number}
 */
export const median = (values) => percentile([...values].sort((a, b) => a - b), 50)

/** @param {number} n @returns {number} */
export const round2 = (n) => Math.round(n * 100) / 100

/**
 * p50, p95 and p99 of per-request times (ms, fractional: exact, not a histogram's buckets).
 * @param {number[]} latencies @returns {{ p50: number, p95: number, p99: number }}
 */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { p50: round2(percentile(sorted, 50)), p95: round2(percentile(sorted, 95)), p99: round2(percentile(sorted, 99)) }
}
