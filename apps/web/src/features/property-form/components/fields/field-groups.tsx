// Groups of inputs both layouts show (the smart form in its sections, the plain form on one
// card): the same paths of the same form model.
import { useFormContext, useWatch } from 'react-hook-form'
import {
  AREA_UNIT_LABELS,
  areaUnits,
  formatRupees,
  formatRupeesShort,
  indianStates,
  listingTypes,
  PROPERTY_TITLE_MAX_LENGTH,
  propertyStatuses,
  propertyTypes,
  subTypesByPropertyType,
  type PropertyInput,
  type PropertyType,
} from '@vishwas/domain'
import { humanize } from '../../../../lib/format'
import { ChoiceField, NumberField, TextField, type ChoiceOption } from './inputs'

const choices = (values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value, label: humanize(value) }))

function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === 'string' && (propertyTypes as readonly string[]).includes(value)
}

export function BasicInfoFields({ withSubType = true }: { withSubType?: boolean }) {
  const { control, getValues, setValue } = useFormContext<PropertyInput>()
  const type = useWatch({ control, name: 'basicInfo.type' })
  const subTypes = isPropertyType(type) ? subTypesByPropertyType[type] : []
  // A sub-type belongs to its type: changing the type drops one that no longer fits.
  const onTypeChange = (next: string) => {
    const subType = getValues('basicInfo.subType')
    if (subType && !(isPropertyType(next) && subTypesByPropertyType[next].includes(subType))) setValue('basicInfo.subType', undefined)
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="basicInfo.title"
        label="Title"
        hint={`For example "3 BHK apartment in Sector 70, Mohali". At most ${PROPERTY_TITLE_MAX_LENGTH} characters.`}
        className="sm:col-span-2"
      />
      <ChoiceField name="basicInfo.type" label="Property type" required options={choices(propertyTypes)} emptyLabel="Choose a type" onValueChange={onTypeChange} />
      {withSubType ? <ChoiceField name="basicInfo.subType" label="Sub-type" options={choices(subTypes)} emptyLabel="Not specified" /> : null}
      <ChoiceField name="basicInfo.status" label="Status" required options={choices(propertyStatuses)} emptyLabel="Choose a status" />
      <ChoiceField name="basicInfo.listingType" label="Listing type" options={choices(listingTypes)} />
    </div>
  )
}

export function AddressFields() {
  const { control } = useFormContext<PropertyInput>()
  const state = useWatch({ control, name: 'location.address.state' })
  // A stored state outside the list (older data) stays choosable.
  const states = state && !(indianStates as readonly string[]).includes(state) ? [state, ...indianStates] : indianStates
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="location.address.line1" label="Address line" hint="House or plot number, street, building." autoComplete="address-line1" className="sm:col-span-2" />
      <TextField name="location.address.locality" label="Locality" hint="Neighbourhood, sector or village." />
      <TextField name="location.address.city" label="City" required autoComplete="address-level2" />
      <ChoiceField name="location.address.state" label="State" required options={states.map((value) => ({ value, label: value }))} emptyLabel="Choose a state" />
      <TextField name="location.address.postalCode" label="PIN code" autoComplete="postal-code" />
    </div>
  )
}

export function PriceField() {
  const { control } = useFormContext<PropertyInput>()
  const price = useWatch({ control, name: 'financial.pricing.totalPrice' })
  const shown = typeof price === 'number' && Number.isFinite(price) && price > 0 ? `${formatRupees(price)} (${formatRupeesShort(price)})` : undefined
  return (
    <div>
      <NumberField name="financial.pricing.totalPrice" label="Total price (₹)" hint="In whole rupees; for a rent or a lease, per month." />
      {shown ? (
        <p className="mt-1 text-sm font-semibold text-teal-900" aria-live="polite">
          {shown}
        </p>
      ) : null}
    </div>
  )
}

export function AreaFields() {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-4">
      <NumberField name="specifications.area.total" label="Total area" />
      <ChoiceField name="specifications.area.unit" label="Area unit" options={areaUnits.map((unit) => ({ value: unit, label: AREA_UNIT_LABELS[unit] }))} />
    </div>
  )
}

export function RoomFields() {
  return (
    <div className="grid grid-cols-2 gap-4">
      <NumberField name="specifications.rooms.bedrooms" label="Bedrooms" integer />
      <NumberField name="specifications.rooms.bathrooms" label="Bathrooms" integer />
    </div>
  )
}
