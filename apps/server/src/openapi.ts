// npm run openapi -w @vishwas/server: writes apps/server/openapi.json from the route schemas.
import { writeFileSync } from 'node:fs'
import { OPENAPI_FILE, generateOpenApiDocument } from './openapi-document'

writeFileSync(OPENAPI_FILE, await generateOpenApiDocument())
console.log(`wrote ${OPENAPI_FILE}`)
