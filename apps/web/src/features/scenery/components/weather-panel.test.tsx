import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { moments, sceneState } from '../testing/scene-states'
import { WeatherPanel } from './weather-panel'

describe('WeatherPanel', () => {
  it("says 'Loading...' until the weather is in", () => {
    render(<WeatherPanel state={sceneState(moments.day, 'clear', 'medium', { loading: true, cityName: '' })} />)
    const panel = screen.getByRole('region', { name: 'Weather' })
    expect(panel.textContent).toContain('Loading...')
    expect(panel.getAttribute('aria-busy')).toBe('true')
  })

  it("shows the temperature in °C rounded, the condition, the city and 'Feels like'", () => {
    render(<WeatherPanel state={sceneState(moments.day, 'rain', 'light', { temperature: 23.6, feelsLike: 25.4 })} />)
    const panel = screen.getByRole('region', { name: 'Weather' })
    expect(panel.getAttribute('data-scenery')).toBe('weather-panel')
    expect(screen.getByText('24°C')).toBeTruthy()
    expect(screen.getByText('Light rain')).toBeTruthy()
    expect(panel.textContent).toContain('Chandigarh')
    expect(screen.getByText('Feels like 25°C')).toBeTruthy()
  })

  it('leaves out what is unknown (offline weather gives no temperature)', () => {
    render(<WeatherPanel state={sceneState(moments.day, 'clear', 'medium', { temperature: null, feelsLike: null, weatherCondition: 'Conditions unknown', cityName: 'Mohali' })} />)
    const panel = screen.getByRole('region', { name: 'Weather' })
    expect(panel.textContent).toBe('Conditions unknownMohali')
    expect(panel.textContent).not.toContain('Feels like')
  })

  it.each(['Location unavailable', 'Unknown Location'])("says '%s' to screen readers only, on one short line", (cityName) => {
    render(<WeatherPanel state={sceneState(moments.day, 'rain', 'light', { temperature: null, feelsLike: null, cityName })} />)
    const panel = screen.getByRole('region', { name: 'Weather' })
    expect(panel.getAttribute('data-size')).toBe('line')
    expect(screen.getByText('Light rain').tagName).toBe('P')
    expect(screen.getByText(`, ${cityName}`).className).toBe('sr-only')
    expect(panel.getAttribute('title')).toBe(`Light rain · ${cityName}`)
  })

  it('is only its icon when neither the weather nor the place is known', () => {
    render(<WeatherPanel state={sceneState(moments.night, 'clear', 'medium', { temperature: null, feelsLike: null, weatherCondition: '', cityName: 'Location unavailable' })} />)
    const panel = screen.getByRole('region', { name: 'Weather' })
    expect(panel.getAttribute('data-size')).toBe('icon')
    expect(panel.querySelectorAll('p')).toHaveLength(0)
    expect(screen.getByText('Location unavailable').className).toBe('sr-only')
    expect(panel.getAttribute('title')).toBe('Location unavailable')
  })

  it('keeps the temperature when only the place is unknown', () => {
    render(<WeatherPanel state={sceneState(moments.day, 'clear', 'medium', { temperature: 31.2, feelsLike: 33.9, cityName: 'Location unavailable' })} />)
    const panel = screen.getByRole('region', { name: 'Weather' })
    expect(panel.getAttribute('data-size')).toBe('full')
    expect(screen.getByText('31°C')).toBeTruthy()
    expect(screen.getByText('Feels like 34°C')).toBeTruthy()
    expect(screen.getByText('Location unavailable').className).toBe('sr-only')
  })
})
