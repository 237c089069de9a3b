import { describe, expect, it } from 'vitest'
import { buildIndiaBasemap } from './india-basemap'

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
    expect(JSON.stringify(basemap).length).toBeLessThan(120_000)
  })
})
