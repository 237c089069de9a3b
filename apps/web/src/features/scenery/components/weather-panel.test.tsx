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
    render(<WeatherPanel state={sceneState(moments.day, 'clear', 'medium', { temperature: null, feelsLike: null, weatherCondition: 'Conditions unknown', cityName: 'Location unavailable' })} />)
    const panel = screen.getByRole('region', { name: 'Weather' })
    expect(panel.textContent).toBe('Conditions unknownLocation unavailable')
  })
})
