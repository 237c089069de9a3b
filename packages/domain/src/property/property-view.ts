// Which view of a listing an answer carries: the stored document, or its public view
// (public-property.ts). Apart from the schemas, so a page that only asks which one it holds does
// not build every listing schema to find out.
import { canAccessPropertyTools, type AccessUser } from '../user/access'
import type { Property } from './property-schema'
import type { PublicProperty } from './public-property'

/** What an answer carries for one listing: the stored document, or its public view. */
export type PropertyView = Property | PublicProperty

/** Whether the view hides the owners (it is the public one). */
export function hasPrivateOwners(view: PropertyView): view is PublicProperty {
  return 'isPrivate' in view.ownership
}

/** Whether the user may change the listing they were given: never through its public view (which only readers without access get). */
export function canChangePropertyView(user: AccessUser, view: PropertyView): boolean {
  return !hasPrivateOwners(view) && canAccessPropertyTools(user, view)
}
