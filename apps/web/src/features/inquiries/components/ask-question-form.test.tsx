import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inquiryMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { AskQuestionForm } from './ask-question-form'

const PROPERTY = '33333333-4444-4555-8666-777777777777'
const form = () => renderRoutes([{ path: '/', element: <AskQuestionForm propertyId={PROPERTY} /> }])

describe('Ask a question', () => {
  it('sends the question and the share-my-number tick', async () => {
    const api = fakeApi({ 'POST /api/properties/[^/]+/inquiries': () => ({ status: 201, body: { success: true, created: true, inquiry: { id: 'i1' } } }) })
    form()
    await userEvent.type(screen.getByLabelText('Your question'), 'Is the price negotiable?')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Share my phone number with the seller' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }))
    expect((await screen.findByRole('status')).textContent).toBe('Question sent. The seller answers in your inquiry’s thread. Your inquiries')
    expect(api.requests('POST', `/api/properties/${PROPERTY}/inquiries`)[0]!.body).toEqual({ message: 'Is the price negotiable?', sharePhone: true })
  })

  it('asks for a question before sending, keeps the number private by default, and shows refusals', async () => {
    const api = fakeApi({ 'POST /api/properties/[^/]+/inquiries': () => ({ status: 409, body: { success: false, message: inquiryMessages.markedSpam, code: 'CONFLICT' } }) })
    form()
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }))
    expect(screen.getByRole('alert').textContent).toBe(inquiryMessages.emptyMessage)
    expect(api.calls).toEqual([])
    await userEvent.type(screen.getByLabelText('Your question'), 'Hello?')
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }))
    expect((await screen.findByRole('alert')).textContent).toBe(inquiryMessages.markedSpam)
    expect(api.requests('POST', `/api/properties/${PROPERTY}/inquiries`)[0]!.body).toEqual({ message: 'Hello?', sharePhone: false })
  })
})
