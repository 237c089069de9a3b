// The home page as the app composes it: the listings' search with the places' combobox as its
// place field. Choosing a suggestion puts the city and locality in the address and the request.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../testing/fake-api'
import { makeProperty, pageOf } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/render'
import HomeRoute from './home'

const whitefield = { city: 'Bengaluru', state: 'Karnataka', locality: 'Whitefield', count: 14, label: 'Whitefield, Bengaluru' }

describe('home page place search', () => {
  it('puts the chosen city and locality in the address and the list request, and Back undoes it', async () => {
    const api = fakeApi({
      'GET /api/properties/public': () => ({ body: pageOf([makeProperty({ title: 'Villa in Whitefield' })]) }),
      'GET /api/public/places': () => ({ body: { success: true, places: [whitefield] } }),
    })
    const { router } = renderRoutes([{ path: '/', element: <HomeRoute /> }], '/?type=residential')
    await screen.findAllByRole('article')
    await userEvent.type(screen.getByRole('combobox', { name: 'City or locality' }), 'Bangalore')
    await userEvent.click(await screen.findByRole('option', { name: 'Whitefield, Bengaluru, 14 listings' }))
    await waitFor(() => expect(router.state.location.search).toBe('?type=residential&city=Bengaluru&locality=Whitefield'))
    await waitFor(() => {
      const params = api.requests('GET', '/api/properties/public').at(-1)?.url.searchParams
      expect(params?.get('city')).toBe('Bengaluru')
      expect(params?.get('locality')).toBe('Whitefield')
    })
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'City or locality' }).value).toBe('Whitefield, Bengaluru')
    await router.navigate(-1)
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'City or locality' }).value).toBe(''))
  })

  it('opens with the place from a shared address in the field', async () => {
    fakeApi({
      'GET /api/properties/public': () => ({ body: pageOf([]) }),
      'GET /api/public/places': () => ({ body: { success: true, places: [] } }),
    })
    renderRoutes([{ path: '/', element: <HomeRoute /> }], '/?city=Bengaluru&locality=Whitefield')
    expect((await screen.findByRole<HTMLInputElement>('combobox', { name: 'City or locality' })).value).toBe('Whitefield, Bengaluru')
  })
})
