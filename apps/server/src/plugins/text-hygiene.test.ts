// Text the database cannot hold (NUL, unpaired surrogates) is a 400 that names where it is;
// every other character, in any script, goes through.
import { describe, expect, it } from 'vitest'
import { TEXT_HYGIENE_MESSAGE, unholdableText } from '../lib/holdable-text'
import { createAs, propertyBody, propertyOf, requestAs, usePropertyKit } from '../modules/properties/properties-test-kit'

const kit = usePropertyKit()
const refused = (errors: { path: string }[]) => ({
  success: false,
  message: TEXT_HYGIENE_MESSAGE,
  code: 'VALIDATION_ERROR',
  errors: errors.map(({ path }) => ({ path, message: 'Contains a NUL character or an unpaired surrogate' })),
})

describe('text the database cannot hold', () => {
  it('is refused in the query, before the search runs', async () => {
    const response = await requestAs(kit, null, { url: '/api/properties/public?city=Moh%00ali' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(refused([{ path: 'query.city' }]))
  })

  it('is not looked for where a route takes nothing: its OpenAPI entry has no 400 to give', async () => {
    const response = await requestAs(kit, null, { url: '/api/health?note=%00' })
    expect(response.statusCode).toBe(200)
  })

  it('is refused in a body, in values and in keys, and nothing is stored', async () => {
    const valid = propertyBody()
    const body = { ...valid, basicInfo: { ...(valid.basicInfo as object), title: 'Villa \ud800' }, ['note\u0000']: 'x' }
    const response = await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties', payload: body })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(refused([{ path: 'body."note\\u0000"' }, { path: 'body.basicInfo.title' }]))
    const [count] = await kit.database.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')
    expect(count?.n).toBe(0)
  })

  it('is refused inside the JSON text of an import, item by item, and nothing is imported', async () => {
    const valid = propertyBody()
    const bad = { ...valid, basicInfo: { ...(valid.basicInfo as object), title: 'Villa\u0000' } }
    const response = await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties/import', payload: { data: JSON.stringify([valid, bad]) } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: `Validation errors: Item 2: ${TEXT_HYGIENE_MESSAGE}: basicInfo.title`,
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'data.1.basicInfo.title', message: `Item 2: ${TEXT_HYGIENE_MESSAGE}: basicInfo.title` }],
    })
    const [count] = await kit.database.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')
    expect(count?.n).toBe(0)
  })

  it('is found however deep the body nests', async () => {
    const deep = `${'['.repeat(31)}"\\u0000"${']'.repeat(31)}`
    const response = await kit.app.inject({ method: 'POST', url: '/api/properties/validate', headers: { ...kit.headers.seller, 'content-type': 'application/json' }, payload: deep })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(TEXT_HYGIENE_MESSAGE)
  })

  it('lets every real character through: Devanagari, Gurmukhi, emoji', async () => {
    const title = 'शांति विला, ਮੋਹਾਲੀ 🏡'
    const valid = propertyBody()
    const created = await createAs(kit, 'seller', { ...valid, basicInfo: { ...(valid.basicInfo as object), title } })
    expect(created.basicInfo.title).toBe(title)
    const read = await requestAs(kit, null, { url: `/api/properties/public/${created.id}` })
    expect(propertyOf(read).basicInfo.title).toBe(title)
  })

  it('names at most ten places', () => {
    expect(unholdableText({ notes: Array.from({ length: 50 }, () => '\u0000') }, 'body')).toHaveLength(10)
    expect(unholdableText('fine', 'query')).toEqual([])
    expect(unholdableText(undefined, 'body')).toEqual([])
  })
})
