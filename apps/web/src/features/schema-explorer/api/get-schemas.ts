import { useQuery } from '@tanstack/react-query'
import { getSchemasQueryOptions } from '../../../lib/schema-api'
import type { SchemaNode } from '../lib/schema-fields'

/** Every entity schema, read as the explorer's tree nodes, from the cache start-up fills. */
export function useSchemas() {
  return useQuery({ ...getSchemasQueryOptions(), select: (data) => ({ schemas: data.schemas as Record<string, SchemaNode> }) })
}
