// The smart property form (/seller/property/create and the edit page): hand-made sections for
// basic info, location (with the boundary map), price, specifications and amenities, and every
// other field of the property schema rendered from GET /api/schemas/property.
import type { ReactNode } from 'react'
import { FormProvider } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import { usePropertySchema } from '../api/get-property-schema'
import type { SaveTarget } from '../api/save-property'
import { usePropertyForm, type FormDestinations } from '../hooks/use-property-form'
import { BoundaryPanel } from './boundary-panel'
import { ErrorSummary } from './error-summary'
import { AmenityChoices } from './fields/amenity-choices'
import { AddressFields, AreaFields, BasicInfoFields, PriceField, RoomFields } from './fields/field-groups'
import { FormActions } from './form-actions'
import { FormSection } from './form-section'
import { SchemaFields } from './schema-fields'

const left = 'lg:col-start-1'

/** `destinations`: where a save and a cancel lead; `extraFields`: more fields at the end of the basic information (the admin's owner). */
export function SmartPropertyForm({ target, label, destinations, extraFields }: { target: SaveTarget; label: string; destinations?: FormDestinations | undefined; extraFields?: ReactNode }) {
  const { form, submit, cancel, leaving, isSaving, saveProblem } = usePropertyForm(target, destinations)
  const { data: schema, isError: schemaFailed, refetch } = usePropertySchema()
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className="grid gap-4">
        <ErrorSummary />
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <FormSection title="Basic information" className={left}>
            <BasicInfoFields />
            <SchemaFields schema={schema} at="basicInfo" />
            {extraFields}
          </FormSection>
          <FormSection title="Location" description="The address, and the plot's boundary on the map." className="lg:col-start-2 lg:row-span-5 lg:row-start-1">
            <AddressFields />
            <BoundaryPanel />
          </FormSection>
          <FormSection title="Price" className={left}>
            <PriceField />
            <SchemaFields schema={schema} at="financial.pricing" />
          </FormSection>
          <FormSection title="Specifications" className={left}>
            <AreaFields />
            <RoomFields />
            <SchemaFields schema={schema} at="specifications" />
          </FormSection>
          <FormSection title="Amenities" className={left}>
            <AmenityChoices />
          </FormSection>
          <FormSection title="More details" className={left}>
            {schemaFailed ? (
              <Notice
                tone="warning"
                action={
                  <Button size="sm" variant="secondary" onClick={() => void refetch()}>
                    Try again
                  </Button>
                }
              >
                The remaining fields could not be loaded.
              </Notice>
            ) : null}
            <SchemaFields schema={schema} skip={['basicInfo', 'location', 'financial', 'specifications']} />
          </FormSection>
        </div>
        <FormActions isSaving={isSaving} saveLabel="Save property" saveProblem={saveProblem} onCancel={cancel} leaving={leaving} />
      </form>
    </FormProvider>
  )
}
