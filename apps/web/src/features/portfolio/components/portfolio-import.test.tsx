import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '@vishwas/domain'
import { fakeApi, type FakeReply } from '../../../testing/fake-api'
import { pageOf } from '../../../testing/fixtures'
import { IMPORT_FILE_MISSING } from './import-panel'
import { ownProperty, renderPortfolio } from '../portfolio-test-kit'

const villa = ownProperty({ title: 'Garden villa in Kharar' })
const imported = [ownProperty({ title: 'Imported plot A' }), ownProperty({ title: 'Imported plot B' })]

function importApi(reply: FakeReply) {
  let done = false
  const calls = fakeApi({
    'GET /api/properties': () => ({ body: pageOf(done ? [villa, ...imported] : [villa]) }),
    'POST /api/properties/import': () => {
      if (!(reply instanceof Error) && (reply.status ?? 201) < 300) done = true
      return reply
    },
  })
  return calls
}

const refusal = (message: string, problems: string[] = []): FakeReply => ({
  status: 400,
  body: { success: false, message, code: problems.length > 0 ? 'VALIDATION_ERROR' : 'BAD_REQUEST', ...(problems.length > 0 ? { errors: problems.map((text) => ({ path: 'data', message: text })) } : {}) },
})
const jsonFile = (text: string) => new File([text], 'properties.json', { type: 'application/json' })

describe('importing from a JSON file', () => {
  it("sends the file's text, shows how many were imported and refreshes the list", async () => {
    const calls = importApi({ status: 201, body: { success: true, properties: imported, count: 2 } })
    const { user } = renderPortfolio()
    await screen.findByRole('link', { name: 'Garden villa in Kharar' })
    const text = JSON.stringify([{ basicInfo: { title: 'Imported plot A' } }, { basicInfo: { title: 'Imported plot B' } }])
    await user.upload(screen.getByLabelText('JSON file'), jsonFile(text))
    await user.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Imported 2 properties.')).toBeTruthy()
    expect(calls.requests('POST', '/api/properties/import')[0]!.body).toEqual({ data: text })
    expect(await screen.findByRole('link', { name: 'Imported plot B' })).toBeTruthy()
    expect(calls.requests('GET', '/api/properties')).toHaveLength(2)
    // The form is ready for the next file.
    expect(screen.getByLabelText<HTMLInputElement>('JSON file').files).toHaveLength(0)
  })

  it("lists the server's validation errors, one per line", async () => {
    const problems = ['Item 1: Missing required field: basicInfo.type', 'Item 2: Total price must be a number', 'Item 2: Invalid input: expected string, received number']
    const message = messages.validationErrors(problems)
    expect(message).toBe(
      'Validation errors: Item 1: Missing required field: basicInfo.type, Item 2: Total price must be a number, Item 2: Invalid input: expected string, received number',
    )
    importApi(refusal(message, problems))
    const { user } = renderPortfolio()
    await user.upload(await screen.findByLabelText('JSON file'), jsonFile('[{}, {}]'))
    await user.click(screen.getByRole('button', { name: 'Import' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Validation errors:')).toBeTruthy()
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Item 1: Missing required field: basicInfo.type',
      'Item 2: Total price must be a number',
      'Item 2: Invalid input: expected string, received number',
    ])
    expect(screen.queryByText(/Imported/)).toBeNull()
  })

  it("shows 'Invalid JSON data' for a file that is not JSON", async () => {
    importApi(refusal('Invalid JSON data'))
    const { user } = renderPortfolio()
    await user.upload(await screen.findByLabelText('JSON file'), jsonFile('{ not json'))
    await user.click(screen.getByRole('button', { name: 'Import' }))
    expect((await screen.findByRole('alert')).textContent).toBe(messages.invalidJsonData)
    expect(messages.invalidJsonData).toBe('Invalid JSON data')
  })

  it('asks for a file before sending anything', async () => {
    const calls = importApi({ status: 201, body: { success: true, properties: [], count: 0 } })
    const { user } = renderPortfolio()
    await user.click(await screen.findByRole('button', { name: 'Import' }))
    expect((await screen.findByRole('alert')).textContent).toBe(IMPORT_FILE_MISSING)
    expect(screen.getByLabelText('JSON file').getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(calls.requests('POST', '/api/properties/import')).toHaveLength(0))
  })
})
