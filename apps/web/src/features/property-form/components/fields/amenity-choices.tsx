import { useController, useFormContext } from 'react-hook-form'
import { amenityOptions, type PropertyInput } from '@vishwas/domain'
import { humanize } from '../../../../lib/format'
import { TagInput } from './tag-input'

/** The usual amenities as checkboxes, and any other as a tag; both edit the `amenities` list. */
export function AmenityChoices() {
  const { control } = useFormContext<PropertyInput>()
  const { field } = useController({ control, name: 'amenities' })
  const chosen = Array.isArray(field.value) ? field.value : []
  const toggle = (amenity: string, on: boolean) => field.onChange(on ? [...chosen, amenity] : chosen.filter((a) => a !== amenity))
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="sr-only">Amenities</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 min-[400px]:grid-cols-2 sm:grid-cols-3">
          {amenityOptions.map((amenity) => (
            <label key={amenity} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={chosen.includes(amenity)}
                onChange={(event) => toggle(amenity, event.target.checked)}
                className="size-5 accent-teal-700"
              />
              {humanize(amenity)}
            </label>
          ))}
        </div>
      </fieldset>
      <TagInput name="amenities" label="Other amenities" hint="Type one and press Enter." hidden={amenityOptions} />
    </div>
  )
}
