import { describe, expect, it } from 'vitest'
import { BORDER_STEPS, buildIndiaBasemap } from './india-basemap'

/** A delta-coded line's points as [longitude, latitude]. */
function decode(line: number[]): [number, number][] {
  const points: [number, number][] = []
  let [x, y] = [0, 0]
  for (let i = 0; i < line.length; i += 2) {
    x += line[i]!
    y += line[i + 1]!
    points.push([x / BORDER_STEPS, y / BORDER_STEPS])
  }
  return points
}

describe('the offline basemap of India', () => {
  it("holds India's cities by population with a label point for each state", () => {
    const basemap = buildIndiaBasemap()
    expect(basemap.places[0]![0]).toBe('Mumbai')
    expect(basemap.places.length).toBeGreaterThan(1000)
    expect(basemap.places.every(([, lat, lng]) => lat > 6 && lat < 37.2 && lng > 68 && lng < 97.5)).toBe(true)
    const names = basemap.states.map(([name]) => name)
    expect(names).toEqual(expect.arrayContaining(['Telangana', 'Karnataka', 'Uttar Pradesh', 'Ladakh']))
    const [, lat, lng] = basemap.states.find(([name]) => name === 'Karnataka')!
    expect([lat > 11.5 && lat < 18.5, lng > 74 && lng < 78.6]).toEqual([true, true])
    // Small enough to ship: a few tens of kilobytes once compressed.
    expect(JSON.stringify(basemap).length).toBeLessThan(170_000)
  })

  it("draws India's outline by its official boundary and the lines between its states", () => {
    const { borders } = buildIndiaBasemap()
    expect(borders.source).toMatch(/^amCharts' map of India's states, 2023/)
    const outline = borders.outline.flatMap(decode)
    const between = borders.states.flatMap(decode)
    expect(borders.outline.every((line) => line.length >= 4) && borders.states.every((line) => line.length >= 4)).toBe(true)
    expect(between.length).toBeGreaterThan(1000)
    // The whole of Jammu and Kashmir and Ladakh: the outline reaches past 37° N (Gilgit-Baltistan)
    // and east of 79.5° E above 35° N (Aksai Chin), and Arunachal Pradesh past 29° N.
    expect(Math.max(...outline.map(([, lat]) => lat))).toBeGreaterThan(36.9)
    expect(outline.some(([lng, lat]) => lat > 35 && lng > 79.5)).toBe(true)
    expect(outline.some(([lng, lat]) => lng > 94 && lat > 29)).toBe(true)
    // Every point lies in India's box, Andaman and Nicobar included.
    expect([...outline, ...between].every(([lng, lat]) => lat > 6.5 && lat < 37.2 && lng > 68 && lng < 97.5)).toBe(true)
    // Telangana's line with Andhra Pradesh runs between them: some state line near Hyderabad's east.
    expect(between.some(([lng, lat]) => lng > 79.5 && lng < 81.5 && lat > 16.5 && lat < 17.8)).toBe(true)
  })
})
