// What a JSON body may be wherever it comes in: the request's body (app.ts's parser) or the JSON
// text of a form field (a new property with its files).
import { MAX_JSON_DEPTH } from '@vishwas/domain'

export const JSON_TOO_DEEP_MESSAGE = `JSON bodies may nest at most ${MAX_JSON_DEPTH} levels of objects and arrays`
