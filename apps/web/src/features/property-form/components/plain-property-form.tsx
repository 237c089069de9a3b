// The plain property form (/seller/properties/new): one card, no map, the essentials as simple
// inputs. Same form model, checks and save call as the smart form.
import { FormProvider } from 'react-hook-form'
import { Card } from '../../../components/ui/card'
import { usePropertyForm } from '../hooks/use-property-form'
import { ErrorSummary } from './error-summary'
import { AddressFields, AreaFields, BasicInfoFields, PriceField, RoomFields } from './fields/field-groups'
import { FormActions } from './form-actions'

const heading = 'text-base font-bold text-slate-900'

export function PlainPropertyForm() {
  const { form, submit, cancel, leaving, isSaving, saveProblem } = usePropertyForm({ mode: 'create' })
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="New property" className="grid gap-4">
        <ErrorSummary />
        <Card className="grid gap-6 p-4 sm:p-6">
          <fieldset className="grid gap-3">
            <legend className={heading}>Basic information</legend>
            <BasicInfoFields withSubType={false} />
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className={heading}>Address</legend>
            <AddressFields />
          </fieldset>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className={heading}>Price and size</legend>
            <PriceField />
            <AreaFields />
            <RoomFields />
          </fieldset>
        </Card>
        <FormActions isSaving={isSaving} saveLabel="Save property" saveProblem={saveProblem} onCancel={cancel} leaving={leaving} />
      </form>
    </FormProvider>
  )
}
