// The price field: prices as Indians type them, echoed in words, and the parser's messages beside
// the field for a value that makes no sense, once the field is left.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PriceField, priceText, readPrice } from './price-field'

function Field({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial)
  const [checked, setChecked] = useState(false)
  return (
    <>
      <PriceField label="Min total price" name="minPrice" text={text} onTextChange={setText} showError={checked} onBlur={() => setChecked(true)} />
      <button type="button">elsewhere</button>
    </>
  )
}

const input = () => screen.getByLabelText<HTMLInputElement>('Min total price')

/** The note the field points at (its echo or its message). */
function note(): string | null {
  const id = input().getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('PriceField', () => {
  it.each([
    ['1.2 Cr', '₹1.2 Cr = ₹1,20,00,000'],
    ['50 L', '₹50 L = ₹50,00,000'],
    ['75 lakh', '₹75 L = ₹75,00,000'],
    ['2 crore', '₹2 Cr = ₹2,00,00,000'],
    ['30k', '₹30,000'],
    ['4500000', '₹45 L = ₹45,00,000'],
    ['₹45,00,000', '₹45 L = ₹45,00,000'],
  ])('echoes %s as %s while it is typed', async (typed, echo) => {
    render(<Field />)
    await userEvent.type(input(), typed)
    expect(note()).toBe(echo)
    expect(input().getAttribute('aria-invalid')).toBeNull()
  })

  it.each([
    ['-5 L', 'A price cannot be negative.'],
    ['fifty lakh', 'Enter a price in rupees, lakh or crore, for example 45,00,000, 50 L or 1.2 Cr.'],
    ['50 L 20', 'Enter one price. Use the minimum and maximum fields for a range.'],
    ['0', 'A price must be more than ₹0.'],
    ['Cr', 'Add the amount before "Cr", for example 50 L.'],
  ])('says why %s is not a price, beside the field, once it is left', async (typed, message) => {
    render(<Field />)
    const user = userEvent.setup()
    await user.type(input(), typed)
    // Not while typing: '5' on its way to '50 L' is not wrong.
    expect(screen.queryByText(message)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(note()).toBe(message)
    expect(input().getAttribute('aria-invalid')).toBe('true')
  })

  it('keeps the message up to date while the value is corrected, and echoes once it is right', async () => {
    render(<Field />)
    const user = userEvent.setup()
    await user.type(input(), '-5 L')
    await user.tab()
    expect(note()).toBe('A price cannot be negative.')
    await user.clear(input())
    await user.type(input(), '5 L')
    expect(note()).toBe('₹5 L = ₹5,00,000')
    expect(input().getAttribute('aria-invalid')).toBeNull()
  })

  it('has nothing to say about an empty field: no bound', async () => {
    render(<Field />)
    await userEvent.click(input())
    await userEvent.tab()
    expect(note()).toBeNull()
    expect(readPrice('  ')).toEqual({})
  })

  it('starts from a price in the address in its short form when that is exact', () => {
    expect(priceText(5_000_000)).toBe('50 L')
    expect(priceText(12_000_000)).toBe('1.2 Cr')
    expect(priceText(30_000)).toBe('30,000')
    expect(priceText(12_345_679)).toBe('₹1,23,45,679')
    expect(readPrice(priceText(12_345_679))).toEqual({ rupees: 12_345_679 })
    expect(priceText(undefined)).toBe('')
  })
})
