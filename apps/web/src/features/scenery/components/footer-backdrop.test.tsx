import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { moments, sceneState } from '../testing/scene-states'
import { FooterBackdrop } from './footer-backdrop'

function drawFooter(...args: Parameters<typeof sceneState>) {
  const { container } = render(
    <footer>
      <FooterBackdrop state={sceneState(...args)} motion="running" />
    </footer>,
  )
  const count = (name: string) => container.querySelectorAll(`footer [data-scenery="${name}"]`).length
  return { count }
}

describe('FooterBackdrop', () => {
  it('has 20 stars at night and 15 raindrops when it rains', () => {
    const rainyNight = drawFooter(moments.night, 'rain')
    expect([rainyNight.count('star'), rainyNight.count('raindrop')]).toEqual([20, 15])
  })

  it('has neither on a clear day', () => {
    const day = drawFooter(moments.day)
    expect([day.count('star'), day.count('raindrop')]).toEqual([0, 0])
  })

  it("names the moon's phase", () => {
    drawFooter(moments.fullMoonNight)
    expect(screen.getByText('Full Moon')).toBeTruthy()
    expect(screen.getByText('Moon phase:')).toBeTruthy()
  })
})
