// The RERA number as a schema field. Apart from rera.ts, so code that only checks a number
// (a listing's checks on the home page's cards) does not bring in zod.
import { z } from 'zod'
import { doc } from '../schemas/doc'
import { RERA_NUMBER_MESSAGE, RERA_NUMBER_PATTERN } from './rera'

export const reraNumberSchema = z
  .string()
  .trim()
  .regex(RERA_NUMBER_PATTERN, RERA_NUMBER_MESSAGE)
  .meta(doc('RERA registration number', "The project's registration with the state's real-estate regulator, e.g. P52100012345."))
