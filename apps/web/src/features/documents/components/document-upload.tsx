// Adding documents: the type (its category follows from it), an optional expiry date and number,
// then one or more files sent one after another (SPEC §4), each with its progress bar, cleared 3 s
// after it finishes; a failure stays, named by file with its message.
import { DOCUMENT_CATEGORY_LABELS, deriveDocumentCategory, documentTypeLabel, documentTypes } from '@vishwas/domain'
import { useId, useState } from 'react'
import { UploadFailures, UploadProgressList, useUploadProgress } from '../../../components/uploads/upload-progress'
import { uploadDocumentsInTurn, type DocumentFailure } from '../lib/upload-documents'

const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

export function DocumentUpload({ propertyId, onUploaded }: { propertyId: string; onUploaded: () => void }) {
  const id = useId()
  const [documentType, setDocumentType] = useState<string>('sale_deed')
  const [expiryDate, setExpiryDate] = useState('')
  const [documentNumber, setDocumentNumber] = useState('')
  const { progress, onProgress } = useUploadProgress(onUploaded)
  const [failures, setFailures] = useState<DocumentFailure[]>([])
  const [busy, setBusy] = useState(false)

  async function send(files: readonly File[]) {
    if (files.length === 0) return
    setBusy(true)
    setFailures([])
    try {
      const metadata = {
        ...(expiryDate ? { expiryDate: new Date(`${expiryDate}T23:59:59+05:30`).toISOString() } : {}),
        ...(documentNumber.trim() ? { documentNumber: documentNumber.trim() } : {}),
      }
      setFailures(await uploadDocumentsInTurn({ files, propertyId, documentType, metadata, onProgress }))
    } finally {
      setBusy(false)
      onUploaded()
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Document type
          <select value={documentType} onChange={(event) => setDocumentType(event.target.value)} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3">
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {documentTypeLabel(type)}
              </option>
            ))}
          </select>
          <span className="text-xs font-normal text-slate-600">Filed under {DOCUMENT_CATEGORY_LABELS[deriveDocumentCategory(documentType)]}</span>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Expiry date (if any)
          <input type="date" value={expiryDate} onChange={(event) => setExpiryDate(event.target.value)} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Document number (if any)
          <input value={documentNumber} maxLength={100} onChange={(event) => setDocumentNumber(event.target.value)} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3" />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-teal-800 px-4 text-sm font-semibold text-white focus-within:outline-3 focus-within:outline-amber-500 hover:bg-teal-900">
          Upload documents
          <input
            type="file"
            multiple
            accept={ACCEPT}
            disabled={busy}
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              void send(files)
            }}
          />
        </label>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          PDF, Word, Excel, JPEG or PNG, up to 10 MB each; sent one after another.
        </span>
      </div>
      <UploadProgressList items={progress} label="Document uploads" />
      <UploadFailures failures={failures} noun={['document', 'documents']} onDismiss={() => setFailures([])} />
    </div>
  )
}
