// The scans of a user's KYC document on the admin's user page: an image is shown (and opens full
// size), a PDF is a link that opens it. The bytes come with the admin's token and are shown from
// an object URL typed by the listed content type, so nothing of a scan runs as this site.
import type { AdminKycScan } from '../api/admin-user-types'
import { useKycScanUrl } from '../api/get-kyc-scan'

const sideText = { front: 'Front', back: 'Back' } as const

/** 0.4 MB, 3.2 MB, 860 KB. */
const sizeText = (bytes: number) => (bytes >= 100 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

function KycScanItem({ scan }: { scan: AdminKycScan }) {
  const { url, error, isPending } = useKycScanUrl(scan)
  const title = `${sideText[scan.side]}: ${scan.originalName}`
  const isPdf = scan.contentType === 'application/pdf'
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2">
      <span className="text-sm font-medium wrap-anywhere text-slate-800">
        {title} <span className="font-normal text-slate-600">({sizeText(scan.size)})</span>
      </span>
      {error ? (
        <span role="alert" className="text-sm text-rose-800">
          {error.message}
        </span>
      ) : isPending || !url ? (
        <span className="text-sm text-slate-600">Loading the scan...</span>
      ) : isPdf ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-teal-800 underline underline-offset-2">
          Open the PDF ({sideText[scan.side].toLowerCase()})
        </a>
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open the ${sideText[scan.side].toLowerCase()} scan full size`}>
          <img src={url} alt={`KYC scan, ${sideText[scan.side].toLowerCase()}`} className="max-h-72 w-full rounded-md bg-slate-100 object-contain" />
        </a>
      )}
    </li>
  )
}

/** The scans beside the ID type and masked number; a note when none was sent. */
export function KycScans({ scans }: { scans: AdminKycScan[] }) {
  if (scans.length === 0) return <p className="text-sm text-slate-600">No scan was sent with this submission.</p>
  return (
    <ul aria-label="KYC scans" className="grid gap-2 sm:grid-cols-2">
      {scans.map((scan) => (
        <KycScanItem key={scan.id} scan={scan} />
      ))}
    </ul>
  )
}
