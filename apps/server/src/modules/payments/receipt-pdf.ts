// A payment's receipt as a one-page A4 PDF: the brand, a test-mode banner when no real money
// moved, the receipt number and date (India time), the parties, the property, what it was for,
// the amount in figures and in words (Indian numbering), the method and the gateway's reference,
// and any refund. The standard PDF fonts have no ₹, so amounts are written "Rs." here.
import { formatPaise, type ReceiptView } from '@vishwas/domain'
import { A4, textPdf, wrapText, type PdfRule, type PdfText } from '../../lib/text-pdf'

const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })

/** "28 November 2026, 4:05 pm IST". */
export function receiptDate(iso: string): string {
  return `${indiaDate.format(new Date(iso))} IST`
}

const methodLabels: Record<string, string> = { upi: 'UPI', netbanking: 'Net banking', card: 'Card', neft: 'NEFT', rtgs: 'RTGS', imps: 'IMPS', cheque: 'Cheque', 'demand-draft': 'Demand draft' }
export const methodLabel = (method: string | null) => (method ? (methodLabels[method] ?? method) : 'Not recorded')

/** Rupees as the PDF shows them: "Rs. 8,00,000.00". */
const rupees = (paise: number) => formatPaise(paise).replace('₹', 'Rs. ')

export function receiptPdf(receipt: ReceiptView, brand: string): Buffer {
  const left = 56
  const valueX = 200
  const texts: PdfText[] = []
  const rules: PdfRule[] = []
  let y = A4.height - 72
  texts.push({ text: brand, x: left, y, size: 22, font: 'bold', color: [0.07, 0.34, 0.27] })
  texts.push({ text: 'Payment receipt', x: A4.width - 56 - 130, y, size: 14, font: 'bold' })
  y -= 14
  rules.push({ x1: left, y1: y, x2: A4.width - left, y2: y, width: 1, color: [0.07, 0.34, 0.27] })
  const boxes = []
  if (receipt.testMode) {
    y -= 30
    boxes.push({ x: left, y: y - 8, width: A4.width - 2 * left, height: 26, color: [0.99, 0.93, 0.8] as const })
    texts.push({ text: 'TEST MODE - no real money moved', x: left + 10, y, size: 12, font: 'bold', color: [0.6, 0.25, 0] })
  }
  y -= 36
  const row = (label: string, value: string, options: { bold?: boolean; size?: number } = {}) => {
    const lines = wrapText(value, 62)
    texts.push({ text: label, x: left, y, size: 10, color: [0.35, 0.35, 0.35] })
    lines.forEach((line, i) => texts.push({ text: line, x: valueX, y: y - i * 15, size: options.size ?? 11, font: options.bold ? 'bold' : 'regular' }))
    y -= Math.max(1, lines.length) * 15 + 9
  }
  row('Receipt number', receipt.receiptNumber, { bold: true })
  row('Date', receiptDate(receipt.issuedAt))
  row('Received from', receipt.payerName || 'Not recorded')
  row('Paid to', receipt.payeeName || 'Not recorded')
  y -= 6
  rules.push({ x1: left, y1: y + 8, x2: A4.width - left, y2: y + 8, color: [0.8, 0.8, 0.8] })
  y -= 8
  row('Property', `${receipt.propertyTitle} (${receipt.propertyReference})`)
  if (receipt.propertyAddress) row('Address', receipt.propertyAddress)
  row('For', receipt.rentPeriod ? `${receipt.purposeLabel}, ${receipt.rentPeriod}` : receipt.purposeLabel)
  y -= 6
  rules.push({ x1: left, y1: y + 8, x2: A4.width - left, y2: y + 8, color: [0.8, 0.8, 0.8] })
  y -= 8
  row('Amount', `${rupees(receipt.amountPaise)} (INR)`, { bold: true, size: 14 })
  row('In words', receipt.amountInWords)
  row('Method', methodLabel(receipt.method))
  row('Gateway reference', receipt.reference)
  if (receipt.refundedPaise > 0) row('Refunded', `${rupees(receipt.refundedPaise)} of this payment was refunded to the payer`, { bold: true })
  y -= 10
  rules.push({ x1: left, y1: y + 8, x2: A4.width - left, y2: y + 8, color: [0.8, 0.8, 0.8] })
  for (const line of wrapText(`This receipt was issued by ${brand} for a payment made through its payment gateway. Payment id ${receipt.paymentId}.`, 95)) {
    y -= 14
    texts.push({ text: line, x: left, y, size: 9, color: [0.35, 0.35, 0.35] })
  }
  return textPdf({ texts, rules, boxes, title: `Receipt ${receipt.receiptNumber}` })
}
