// An amount in words in the Indian numbering system, as receipts and cheques write it:
// 12,50,000.50 -> "Rupees Twelve Lakh Fifty Thousand and Fifty Paise Only".
const ones = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen']
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ones[n]!
  const unit = n % 10
  return unit === 0 ? tens[Math.floor(n / 10)]! : `${tens[Math.floor(n / 10)]!} ${ones[unit]!}`
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds > 0 ? `${ones[hundreds]!} Hundred` : '', rest > 0 ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/** A whole number of rupees in words (crore, lakh, thousand, hundred); "Zero" for 0. */
export function rupeesInWords(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError('rupeesInWords takes a whole number of rupees, 0 or more')
  if (rupees === 0) return 'Zero'
  const crore = Math.floor(rupees / 10_000_000)
  const lakh = Math.floor((rupees % 10_000_000) / 100_000)
  const thousand = Math.floor((rupees % 100_000) / 1000)
  const rest = rupees % 1000
  return [
    crore > 0 ? `${rupeesInWords(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** An amount in paise in words: "Rupees One Lakh Only", "Rupees Ten and Fifty Paise Only", "Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('amountInWords takes whole paise, 0 or more')
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`
  return `Rupees ${rupeesInWords(rupees)}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''} Only`
}
