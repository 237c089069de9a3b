import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DocumentCategory, DocumentVerdict, PropertyDocument } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { documentsPath, getDocumentsQueryOptions } from './get-documents'

export type DocumentRegistration = { path: string; type: string; category?: DocumentCategory; originalName: string; metadata?: { expiryDate?: string; issueDate?: string; documentNumber?: string; issuingAuthority?: string } }

/** POST /documents: an uploaded file joins the vault, pending. */
export async function registerDocument(propertyId: string, registration: DocumentRegistration): Promise<PropertyDocument> {
  const { document } = await api.post<{ success: true; document: PropertyDocument }>(documentsPath(propertyId), registration)
  return document
}

/** Delete and the admin's verdict; each refreshes the vault and its checklist. */
export function useDocumentChanges(propertyId: string) {
  const queryClient = useQueryClient()
  const { queryKey } = getDocumentsQueryOptions(propertyId)
  const settle = { onSettled: () => queryClient.invalidateQueries({ queryKey }) }
  const remove = useMutation({
    mutationFn: (documentId: string) => api.delete(`${documentsPath(propertyId)}/${encodeURIComponent(documentId)}`),
    ...settle,
  })
  const verify = useMutation({
    mutationFn: async (input: { documentId: string; verificationStatus: DocumentVerdict; reason?: string }) =>
      (
        await api.post<{ success: true; document: PropertyDocument }>(`${documentsPath(propertyId)}/${encodeURIComponent(input.documentId)}/verify`, {
          verificationStatus: input.verificationStatus,
          ...(input.reason ? { reason: input.reason } : {}),
        })
      ).document,
    ...settle,
  })
  return { remove, verify }
}
