// The document vault of one property (SPEC §3–§5): documents grouped by category with SPEC's
// labels, each with its verification status and expiry badge; uploads one after another; delete
// after a confirmation; the required-documents checklist for a sale, a rent or a lease; and, for
// admins, verify or reject with a reason. Shown only to people with property access (the list
// call refuses everyone else, and then nothing is shown).
import { DOCUMENT_CATEGORY_LABELS, documentCategories, messages, type PropertyDocument } from '@vishwas/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Notice } from '../../../components/ui/notice'
import { isApiError } from '../../../lib/api-client'
import { useDocumentChanges } from '../api/change-documents'
import { getDocumentsQueryOptions, useDocuments } from '../api/get-documents'
import { DocumentChecklist } from './document-checklist'
import { DocumentItem } from './document-item'
import { DocumentUpload } from './document-upload'

/** The server's message when it says what went wrong (a 4xx, or a 503 naming the step), else SPEC's message for the step. */
function messageOr(error: Error, fallback: string): string {
  return isApiError(error) && (error.status < 500 || error.status === 503) ? error.message : fallback
}

/** `readOnly`: the documents of a listing the reader may only read (a dealer team's viewer): no upload, no delete. */
export function DocumentVault({ propertyId, isAdmin, readOnly = false, now = new Date() }: { propertyId: string; isAdmin: boolean; readOnly?: boolean; now?: Date }) {
  const { data: documents, error, isPending } = useDocuments(propertyId)
  const { remove, verify } = useDocumentChanges(propertyId)
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<PropertyDocument | null>(null)

  if (isApiError(error) && [401, 403, 404].includes(error.status)) return null
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions(propertyId).queryKey })
  const items = documents ?? []
  const groups = documentCategories.map((category) => ({ category, documents: items.filter((document) => document.category === category) })).filter((group) => group.documents.length > 0)

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="document-vault-title" className="flex flex-col gap-4">
        <div>
          <h2 id="document-vault-title" className="text-lg font-bold text-slate-900">
            Documents
          </h2>
          <p className="text-sm text-slate-600">Only the owners, their dealer and admins can see these. An admin checks each document before it counts as verified.</p>
        </div>
        <DocumentChecklist propertyId={propertyId} />
        {readOnly ? null : <DocumentUpload propertyId={propertyId} onUploaded={refresh} />}
        {error ? <Notice tone="error">{messageOr(error, messages.failedToGetPropertyDocuments)}</Notice> : null}
        {verify.error ? <Notice tone="error">{messageOr(verify.error, messages.failedToVerifyDocument)}</Notice> : null}
        {isPending ? <p className="text-sm text-slate-600">Loading the documents…</p> : null}
        {!isPending && !error && items.length === 0 ? <p className="text-sm text-slate-600">No documents yet. Buyers ask first whether the papers are in order.</p> : null}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`documents-${group.category}`} className="flex flex-col gap-2">
            <h3 id={`documents-${group.category}`} className="font-semibold text-slate-900">
              {DOCUMENT_CATEGORY_LABELS[group.category]} <span className="font-normal text-slate-600">({group.documents.length})</span>
            </h3>
            <ul className="flex flex-col gap-2">
              {group.documents.map((document) => (
                <DocumentItem
                  key={document.id}
                  document={document}
                  now={now}
                  isAdmin={isAdmin}
                  isBusy={verify.isPending}
                  onDelete={readOnly ? undefined : () => setConfirming(document)}
                  onVerdict={(verdict) => verify.mutate({ documentId: document.id, ...verdict })}
                />
              ))}
            </ul>
          </section>
        ))}
      </section>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${confirming.originalName}?`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          isBusy={remove.isPending}
          {...(remove.error ? { error: messageOr(remove.error, messages.failedToDeleteDocument) } : {})}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove.mutate(confirming.id, { onSuccess: () => setConfirming(null) })}
        >
          The document and its file are removed. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </Card>
  )
}
