// A one-page A4 PDF of text, rules and filled boxes, written by hand (PDF 1.4, the standard
// Helvetica fonts, a correct cross-reference table): enough for receipts and the demo documents,
// without a PDF library. Text from people (names, titles, addresses) is made safe here: the
// standard fonts cover ASCII only in this writer, so accents are dropped (é -> e), ₹ becomes
// "Rs.", dashes and quotes become their ASCII forms, anything else becomes "?"; then the three
// characters that are syntax inside a PDF string — ( ) \ — are escaped. Nothing a person types can
// end the string or the content stream.

export const A4 = { width: 595, height: 842 } as const

export type PdfColor = readonly [number, number, number]
export type PdfText = { text: string; x: number; y: number; size?: number; font?: 'regular' | 'bold'; color?: PdfColor }
export type PdfRule = { x1: number; y1: number; x2: number; y2: number; width?: number; color?: PdfColor }
export type PdfBox = { x: number; y: number; width: number; height: number; color: PdfColor }
export type PdfPage = { texts: readonly PdfText[]; rules?: readonly PdfRule[]; boxes?: readonly PdfBox[]; title?: string }

const replacements: Record<string, string> = {
  '₹': 'Rs.',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '•': '*',
  '×': 'x',
  '\u00a0': ' ',
}

/** Text as the standard fonts here can show it: printable ASCII only (see the header). */
export function pdfSafeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\S]/gu, (c) => replacements[c] ?? c)
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
}

/** A PDF literal string's body: safe text with ( ) \ escaped. */
export function pdfString(text: string): string {
  return pdfSafeText(text).replace(/[\\()]/g, (c) => `\\${c}`)
}

/** Splits text into lines of at most `width` characters at spaces (a longer word is cut). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; ) {
      const piece = rest.slice(0, width)
      rest = rest.slice(width)
      if (!line) line = piece
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`
      else {
        lines.push(line)
        line = piece
      }
    }
  }
  if (line) lines.push(line)
  return lines.length > 0 ? lines : ['']
}

const num = (n: number) => String(Math.round(n * 100) / 100)
const rgb = (color: PdfColor) => color.map(num).join(' ')

function contentOf(page: PdfPage): string {
  const ops: string[] = []
  for (const box of page.boxes ?? []) ops.push(`q ${rgb(box.color)} rg ${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re f Q`)
  for (const rule of page.rules ?? []) ops.push(`q ${rgb(rule.color ?? [0, 0, 0])} RG ${num(rule.width ?? 0.5)} w ${num(rule.x1)} ${num(rule.y1)} m ${num(rule.x2)} ${num(rule.y2)} l S Q`)
  for (const text of page.texts) {
    ops.push(`BT ${rgb(text.color ?? [0, 0, 0])} rg /${text.font === 'bold' ? 'F2' : 'F1'} ${num(text.size ?? 11)} Tf ${num(text.x)} ${num(text.y)} Td (${pdfString(text.text)}) Tj ET`)
  }
  return ops.join('\n')
}

/** The PDF's bytes. */
export function textPdf(page: PdfPage): Buffer {
  const content = contentOf(page)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...(page.title ? [`<< /Title (${pdfString(page.title)}) /Producer (Vishwas) >>`] : []),
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${page.title ? ` /Info ${objects.length} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
