import { useState } from 'react'
import { useNavigate } from 'react-router'
import { UNTITLED_PROPERTY, messages, stewardshipMessages, type Property } from '@vishwas/domain'
import { paths } from '../../../config/paths'
import { useDeleteProperty } from '../api/delete-property'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { dangerButtonClasses } from '../../../components/ui/danger-button'

/**
 * Delete, after a confirmation naming the property. On success the seller lands on their
 * portfolio, which shows the server's message (the flash notice reads `message` from the
 * navigation state).
 */
export function DeletePropertyButton({ property }: { property: Pick<Property, 'id' | 'reference' | 'basicInfo'> }) {
  const navigate = useNavigate()
  const [isOpen, setIsOpen] = useState(false)
  const title = property.basicInfo.title || UNTITLED_PROPERTY
  const remove = useDeleteProperty((message) =>
    navigate(paths.sellerProperties, { replace: true, state: { message: `${message}: ${title} (${property.reference})` } }),
  )
  const close = () => {
    setIsOpen(false)
    remove.reset()
  }

  return (
    <>
      <button type="button" className={dangerButtonClasses()} onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        Delete
      </button>
      {isOpen ? (
        <ConfirmDialog
          title="Delete this property?"
          confirmLabel="Delete property"
          busyLabel="Deleting..."
          isBusy={remove.isPending}
          error={remove.error ? `${messages.failedToDeleteProperty}: ${remove.error.message}` : undefined}
          onConfirm={() => remove.mutate(property)}
          onCancel={close}
        >
          <p>
            <strong>{title}</strong> <span className="font-mono">({property.reference})</span> will be taken off every listing and search, with its history.
          </p>
          <p className="mt-2">{stewardshipMessages.deletedListingRestorable}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
