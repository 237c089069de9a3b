import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { propertyExportFileName } from '@vishwas/domain'
import { fakeApi } from '../../../testing/fake-api'
import { pageOf } from '../../../testing/fixtures'
import { ownProperty, renderPortfolio } from '../portfolio-test-kit'
import { exportProperty } from './export-property'

const villa = ownProperty({ title: 'Garden villa in Kharar' })
const exportPath = `/api/properties/${villa.reference}/export`

const createObjectURL = vi.fn((_blob: Blob) => 'blob:export')
const revokeObjectURL = vi.fn()
const originals = ['createObjectURL', 'revokeObjectURL'].map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const)

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  createObjectURL.mockClear()
})

afterEach(() => {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(URL, name, descriptor)
    else Reflect.deleteProperty(URL, name)
  }
})

describe('exporting a property', () => {
  it("builds the file from the exported document, named by the domain's rule", async () => {
    const calls = fakeApi({ [`GET ${exportPath}`]: () => ({ body: villa }) })
    const file = await exportProperty(villa.reference, new Date('2026-01-02T03:04:05.678Z'))
    expect(file.fileName).toBe(`${villa.reference}-2026-01-02T03-04-05-678Z.json`)
    expect(file.fileName).toBe(propertyExportFileName(villa.reference, new Date('2026-01-02T03:04:05.678Z')))
    expect(file.blob.type).toBe('application/json;charset=utf-8')
    expect(await file.blob.text()).toBe(JSON.stringify(villa, null, 2))
    expect(calls.requests('GET', exportPath)).toHaveLength(1)
  })

  it('downloads it from the portfolio', async () => {
    fakeApi({ 'GET /api/properties': () => ({ body: pageOf([villa]) }), [`GET ${exportPath}`]: () => ({ body: villa }) })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const { user } = renderPortfolio()
    await user.click(await screen.findByRole('button', { name: 'Export Garden villa in Kharar' }))
    const notice = await screen.findByText(/^PROP-.*\.json$/)
    expect(notice.textContent).toMatch(new RegExp(`^${villa.reference}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z\\.json$`))
    expect(clicked).toHaveLength(1)
    expect(clicked[0]!.download).toBe(notice.textContent)
    expect(clicked[0]!.href).toBe('blob:export')
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(JSON.stringify(villa, null, 2))
  })

  it("says which property could not be exported, and why", async () => {
    fakeApi({
      'GET /api/properties': () => ({ body: pageOf([villa]) }),
      [`GET ${exportPath}`]: () => ({ status: 403, body: { success: false, message: "You don't have permission to access property management tools", code: 'FORBIDDEN' } }),
    })
    const { user } = renderPortfolio()
    await user.click(await screen.findByRole('button', { name: 'Export Garden villa in Kharar' }))
    expect((await screen.findByRole('alert')).textContent).toBe(`Could not export ${villa.reference}: You don't have permission to access property management tools`)
  })
})
