import { useMutation } from '@tanstack/react-query'
import { propertyExportFileName } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface ExportFile {
  fileName: string
  blob: Blob
}

/**
 * GET /api/properties/{ref}/export. The client reads the document as JSON, so the file is built
 * here again: pretty-printed like the server's, named by the domain's rule.
 */
export async function exportProperty(reference: string, now = new Date()): Promise<ExportFile> {
  const document = await api.get<unknown>(`/properties/${encodeURIComponent(reference)}/export`)
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json;charset=utf-8' })
  return { fileName: propertyExportFileName(reference, now), blob }
}

/** Hands a file to the browser as a download. */
export function saveFile({ fileName, blob }: ExportFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start the download after this task; give them a moment before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useExportProperty() {
  return useMutation({
    mutationFn: (reference: string) => exportProperty(reference),
    onSuccess: saveFile,
  })
}
