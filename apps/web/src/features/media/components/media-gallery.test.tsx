import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ListingMedia } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { MediaGallery } from './media-gallery'

const photo = (title: string, mediaType: ListingMedia['mediaType'] = 'images', type: ListingMedia['type'] = 'image'): ListingMedia => ({
  id: title,
  type,
  url: `/api/files/property-media/P1/${mediaType ?? 'images'}/1-abcdef-${title}`,
  title,
  order: 0,
  mediaType,
  metadata: {},
})

describe('MediaGallery', () => {
  it('shows the photos in order, lazily below the fold, with tabs for plans and videos', async () => {
    render(<MediaGallery media={[photo('front.jpg'), photo('hall.jpg'), photo('plan.png', 'floor-plans'), photo('walk.mp4', 'videos', 'video')]} title="Flat" />)
    const strip = screen.getByRole('list', { name: 'Flat: photos' })
    const images = within(strip).getAllByRole('img')
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['front.jpg', 'hall.jpg'])
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy'])
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([null, null])
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Photos (2)', 'Floor plans (1)', 'Videos (1)'])
    await userEvent.click(screen.getByRole('tab', { name: 'Videos (1)' }))
    expect(screen.getByLabelText('walk.mp4').tagName).toBe('VIDEO')
  })

  it('loads the first photo at once and first when the gallery tops the page', () => {
    render(<MediaGallery media={[photo('front.jpg'), photo('hall.jpg')]} title="Flat" priority />)
    const images = within(screen.getByRole('list', { name: 'Flat: photos' })).getAllByRole('img')
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ])
  })

  it('opens a full-screen viewer moved by the arrow keys and closed by Escape', async () => {
    render(<MediaGallery media={[photo('front.jpg'), photo('hall.jpg')]} title="Flat" />)
    const opener = screen.getByRole('button', { name: 'Open photo 1 of 2 full screen' })
    await userEvent.click(opener)
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2: front.jpg' })).toBeTruthy()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2: hall.jpg' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab inside the viewer and moves with a swipe', async () => {
    render(<MediaGallery media={[photo('front.jpg'), photo('hall.jpg'), photo('kitchen.jpg')]} title="Flat" />)
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' }))
    const close = screen.getByRole('button', { name: 'Close' })
    expect(document.activeElement).toBe(close)
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next photo' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(close)
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next photo' }))
    const shown = () => within(screen.getByRole('dialog')).getByRole('img')
    fireEvent.pointerDown(shown(), { pointerType: 'touch', clientX: 300 })
    fireEvent.pointerUp(shown(), { pointerType: 'touch', clientX: 120 })
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3: hall.jpg' })).toBeTruthy()
    fireEvent.pointerDown(shown(), { pointerType: 'touch', clientX: 100 })
    fireEvent.pointerUp(shown(), { pointerType: 'touch', clientX: 260 })
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3: front.jpg' })).toBeTruthy()
  })

  it('offers the thumbnail and the photo by their real widths, so a phone can take the small one', () => {
    const upright = { ...photo('front.jpg'), thumbnail: '/api/files/property-media/P1/images/1-abcdef-front.thumb.jpeg', metadata: { dimensions: { width: 1440, height: 1920 } } }
    render(<MediaGallery media={[upright, photo('hall.jpg')]} title="Flat" />)
    const [first, second] = within(screen.getByRole('list', { name: 'Flat: photos' })).getAllByRole('img')
    expect(first?.getAttribute('srcset')).toBe(`${upright.thumbnail} 225w, ${upright.url} 1440w`)
    expect(first?.getAttribute('width')).toBe('1440')
    // Without a thumbnail there is one source.
    expect(second?.getAttribute('srcset')).toBeNull()
  })

  it('is absent for a listing without media', () => {
    const { container } = render(<MediaGallery media={[]} title="Flat" />)
    expect(container.textContent).toBe('')
  })
})
