import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PlaceSuggestion } from '@vishwas/domain'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { testQueryClient } from '../../../testing/render'
import { PlaceCombobox, type PlaceComboboxProps } from './place-combobox'

const bengaluru: PlaceSuggestion = { city: 'Bengaluru', state: 'Karnataka', locality: null, count: 22, label: 'Bengaluru, Karnataka' }
const whitefield: PlaceSuggestion = { city: 'Bengaluru', state: 'Karnataka', locality: 'Whitefield', count: 14, label: 'Whitefield, Bengaluru' }

function placesApi(places: PlaceSuggestion[] = [bengaluru, whitefield]) {
  return fakeApi({ 'GET /api/public/places': () => ({ body: { success: true, places } }) })
}

/** The field in a search form; each submit's city and locality are recorded. */
function renderField(props: Partial<PlaceComboboxProps> = {}) {
  const submitted: { city: string; locality: string }[] = []
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    submitted.push({ city: form.get('city') as string, locality: form.get('locality') as string })
  }
  render(
    <QueryClientProvider client={testQueryClient()}>
      <form role="search" onSubmit={onSubmit}>
        <PlaceCombobox id="place" {...props} />
        <button type="submit">Search</button>
      </form>
    </QueryClientProvider>,
  )
  return { submitted, input: screen.getByRole('combobox', { name: 'City or locality' }) }
}

describe('PlaceCombobox', () => {
  it('suggests places with their listing counts as the buyer types', async () => {
    const api = placesApi()
    const { input } = renderField({ listingType: 'rent' })
    await userEvent.type(input, 'Bangalore')
    const option = await screen.findByRole('option', { name: 'Whitefield, Bengaluru, 14 listings' })
    expect(option.textContent).toBe('Whitefield, Bengaluru· 14')
    expect(screen.getByRole('option', { name: 'Bengaluru, Karnataka, 22 listings' })).toBeTruthy()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Places' }).id)
    expect(screen.getByRole('status').textContent).toBe('2 places found. Use the up and down arrows to choose.')
    const last = api.requests('GET', '/api/public/places').at(-1)
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({ q: 'Bangalore', limit: '8', listingType: 'rent' })
  })

  it('moves through the suggestions with the arrow keys and chooses with Enter, filling city and locality', async () => {
    placesApi()
    const { input, submitted } = renderField()
    await userEvent.type(input, 'white')
    await screen.findByRole('option', { name: /Whitefield/ })
    await userEvent.keyboard('{ArrowDown}')
    const [first, second] = screen.getAllByRole('option')
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id)
    expect(first?.getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id)
    await userEvent.keyboard('{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id)
    await userEvent.keyboard('{ArrowUp}{Enter}')
    expect(submitted).toEqual([{ city: 'Bengaluru', locality: 'Whitefield' }])
    expect((input as HTMLInputElement).value).toBe('Whitefield, Bengaluru')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    expect(document.activeElement).toBe(input)
  })

  it('chooses a suggestion with a click, and tells onChoose instead of submitting when given', async () => {
    placesApi()
    const onChoose = vi.fn()
    const { input, submitted } = renderField({ onChoose })
    await userEvent.type(input, 'beng')
    await userEvent.click(await screen.findByRole('option', { name: /^Bengaluru, Karnataka/ }))
    expect(onChoose).toHaveBeenCalledWith({ city: 'Bengaluru' })
    expect(submitted).toEqual([])
    expect((input as HTMLInputElement).value).toBe('Bengaluru')
  })

  it('closes the suggestions with Escape, then clears the field with a second Escape', async () => {
    placesApi()
    const { input } = renderField()
    await userEvent.type(input, 'beng')
    await screen.findByRole('option', { name: /Whitefield/ })
    await userEvent.keyboard('{Escape}')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect((input as HTMLInputElement).value).toBe('beng')
    await userEvent.keyboard('{Escape}')
    expect((input as HTMLInputElement).value).toBe('')
  })

  it('searches the text as the city when nothing is chosen, and Enter then submits the form', async () => {
    placesApi()
    const { input, submitted } = renderField()
    await userEvent.type(input, ' Gurgaon ')
    await screen.findByRole('option', { name: /Whitefield/ })
    await userEvent.keyboard('{Enter}')
    expect(submitted).toEqual([{ city: 'Gurgaon', locality: '' }])
  })

  it('starts from the place in the address and keeps its locality until the text changes', async () => {
    placesApi()
    const { input, submitted } = renderField({ city: 'Bengaluru', locality: 'Whitefield' })
    expect((input as HTMLInputElement).value).toBe('Whitefield, Bengaluru')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await userEvent.clear(input)
    await userEvent.type(input, 'Pune')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(submitted).toEqual([
      { city: 'Bengaluru', locality: 'Whitefield' },
      { city: 'Pune', locality: '' },
    ])
  })

  it('says so when no place matches, with the list closed', async () => {
    placesApi([])
    const { input } = renderField()
    await userEvent.type(input, 'Atlantis')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No places match.'))
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('option')).toBeNull()
  })
})
