// The Curator's request bodies (zod), apart from its rules so that a page reading only the rules
// (the team's rights, on every page's first load) does not bring zod with it.
import { z } from 'zod'
import { MAX_DEALER_NOTE_CHARS, MAX_REQUEST_MESSAGE_CHARS, curatorMessages, teamMemberRoles } from './curator-rules'

export const representationRequestBodySchema = z.strictObject({
  propertyId: z.string().trim().min(1).max(100).meta({ description: 'The listing: its UUID or PROP- reference.' }),
  message: z.string().trim().max(MAX_REQUEST_MESSAGE_CHARS, { error: `A message is at most ${MAX_REQUEST_MESSAGE_CHARS} characters` }).optional(),
})
export type RepresentationRequestBody = z.output<typeof representationRequestBodySchema>

export const dealerNoteBodySchema = z.strictObject({
  text: z.string().max(MAX_DEALER_NOTE_CHARS, { error: curatorMessages.noteTooLong }).meta({ description: 'Plain text; empty removes the note.' }),
})

export const teamMemberRoleBodySchema = z.strictObject({ role: z.enum(teamMemberRoles) })
