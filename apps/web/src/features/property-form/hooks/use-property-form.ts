// The one form model behind both layouts (smart and plain): react-hook-form over the property
// document, checked by the domain (SPEC §5 data check, then propertySchema), saved by one call.
import { useForm } from 'react-hook-form'
import { generatePath, useNavigate } from 'react-router'
import { messages, type Property, type PropertyDraft, type PropertyInput } from '@vishwas/domain'
import { paths } from '../../../config/paths'
import { useSaveProperty, type SaveTarget } from '../api/save-property'
import { editPropertyValues, newPropertyValues } from '../lib/form-values'
import { propertyResolver } from '../lib/property-resolver'
import { describeSaveError } from '../lib/save-error'
import { useLeaveGuard } from './use-leave-guard'

/** Where the form goes after a save and on cancel (the seller's pages unless told otherwise: the admin console passes its own). */
export type FormDestinations = { saved: (propertyId: string) => string; cancel: string }

const sellerDestinations: FormDestinations = { saved: (propertyId) => generatePath(paths.sellerProperty, { propertyId }), cancel: paths.sellerProperties }

export function usePropertyForm(target: SaveTarget, destinations: FormDestinations = sellerDestinations) {
  const navigate = useNavigate()
  const form = useForm<PropertyInput, unknown, PropertyDraft>({
    resolver: propertyResolver,
    defaultValues: target.mode === 'edit' ? editPropertyValues(target.stored) : newPropertyValues(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const guard = useLeaveGuard(form.formState.isDirty)
  const save = useSaveProperty(target, (property: Property) => {
    // Saved: the way to the saved property is open.
    guard.release()
    void navigate(destinations.saved(property.id))
  })
  const submit = form.handleSubmit((draft) => save.mutate(draft))
  const cancel = () => void navigate(destinations.cancel)
  const fallback = target.mode === 'create' ? messages.failedToCreateProperty : messages.failedToUpdateProperty
  const saveProblem = save.isError ? describeSaveError(save.error, fallback) : undefined
  return { form, submit, cancel, leaving: guard.blocker, isSaving: save.isPending, saveProblem }
}

export type PropertyFormModel = ReturnType<typeof usePropertyForm>
