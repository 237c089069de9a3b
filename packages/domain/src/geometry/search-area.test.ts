import { describe, expect, it } from 'vitest'
import { mapMessages, searchAreaProblem, viewportProblem } from './search-area'

const square = [
  { latitude: 30, longitude: 76 },
  { latitude: 30, longitude: 76.01 },
  { latitude: 30.01, longitude: 76.01 },
  { latitude: 30.01, longitude: 76 },
]

describe('searchAreaProblem', () => {
  it('takes a simple polygon and refuses too few points, a crossing, a huge area and nothing', () => {
    expect(searchAreaProblem(square)).toBeUndefined()
    expect(searchAreaProblem(square.slice(0, 2))).toBe('Draw an area of at least 3 points')
    expect(searchAreaProblem([square[0]!, square[2]!, square[1]!, square[3]!])).toBe(mapMessages.areaCrossesItself)
    expect(searchAreaProblem(square.map((v) => ({ ...v, latitude: v.latitude === 30 ? 28 : v.latitude })))).toBe(mapMessages.areaTooWide)
    expect(searchAreaProblem([square[0]!, square[0]!, square[0]!])).toBe(mapMessages.areaEnclosesNothing)
  })
})

describe('viewportProblem', () => {
  it('refuses an inverted box and the whole earth at street zoom, not at city zoom', () => {
    expect(viewportProblem({ south: 30, west: 76, north: 30.1, east: 76.1, zoom: 16 })).toBeUndefined()
    expect(viewportProblem({ south: 30.1, west: 76, north: 30, east: 76.1, zoom: 10 })).toBe(mapMessages.viewportInverted)
    expect(viewportProblem({ south: -85, west: -180, north: 85, east: 180, zoom: 18 })).toBe(
      'At zoom 18 the map area may span at most 0.5 degree of latitude and of longitude. Zoom out or show a smaller area.',
    )
    expect(viewportProblem({ south: -85, west: -180, north: 85, east: 180, zoom: 3 })).toBeUndefined()
  })
})
