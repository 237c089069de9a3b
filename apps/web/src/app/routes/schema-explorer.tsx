import { SchemaExplorerPage } from '../../features/schema-explorer/components/schema-explorer-page'

/** /SchemaExplorer (public): the entity schemas as browsable, searchable trees of fields. */
export default function SchemaExplorerRoute() {
  return <SchemaExplorerPage />
}
