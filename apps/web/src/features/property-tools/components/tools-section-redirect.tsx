import { Navigate, useLocation } from 'react-router'
import { toolSectionHref, type ToolSectionId } from '../tool-sections'

/** SPEC §2: `tools/edit` (and later rentals, proposals, visits) opens the tools page at its section. */
export function ToolsSectionRedirect({ section }: { section: ToolSectionId }) {
  const { pathname } = useLocation()
  return <Navigate to={toolSectionHref(pathname, section)} replace />
}
