// Schemas of the media calls (they make the OpenAPI entries).
import { MAX_FILE_NAME_LENGTH, lineText, mediaItemSchema, mediaTypes, storagePathField } from '@vishwas/domain'
import { z } from 'zod'
import { propertyIdParamsSchema } from '../properties-public/properties-public.schemas'

export const MAX_MEDIA_BATCH = 50

export const mediaParamsSchema = propertyIdParamsSchema
export const mediaItemParamsSchema = z.strictObject({
  id: propertyIdParamsSchema.shape.id,
  mediaId: z.uuid({ error: 'must be a media id (UUID)' }).meta({ description: 'The media item id.' }),
})

export const mediaRegistrationSchema = z
  .strictObject({
    path: storagePathField('Path', 'Where the upload stored the file: property-media/{propertyId}/{mediaType}/{fileName}, as the upload answered.'),
    mediaType: z.enum(mediaTypes).meta({ description: 'images, videos, floor-plans, virtual-tours or documents: the folder of the path.' }),
    originalName: lineText(MAX_FILE_NAME_LENGTH, 'Original name').min(1).meta({ description: 'The file name as the seller chose it (shown as the title).' }),
    order: z.number().int().min(0).max(10_000).optional().meta({ description: 'Gallery position; after the last item when absent.' }),
    duration: z.number().min(0).max(86_400).optional().meta({ description: 'Video length in seconds, as the browser read it.' }),
  })
  .meta({ title: 'Media registration', description: 'A file already uploaded to storage, to join the listing.' })

export const mediaBatchBodySchema = z.strictObject({
  media: z.array(mediaRegistrationSchema).min(1, { error: 'must list at least one file' }).max(MAX_MEDIA_BATCH, { error: `must list at most ${MAX_MEDIA_BATCH} files` }),
})

export const reorderBodySchema = z.strictObject({
  mediaIds: z
    .array(z.uuid({ error: 'must be media ids (UUIDs)' }))
    .min(1, { error: 'must list at least one media id' })
    .max(1000)
    .meta({ description: 'Media ids in their new order; items not listed follow in their present order.' }),
})

export const mediaListResponseSchema = z.object({ success: z.literal(true), media: z.array(mediaItemSchema).meta({ description: 'Cover first, then gallery order.' }) })
export const mediaResponseSchema = z.object({ success: z.literal(true), media: mediaItemSchema })
export const mediaBatchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(
    z.object({
      index: z.number().int().meta({ description: 'Position of the file in the request.' }),
      success: z.boolean(),
      media: mediaItemSchema.optional(),
      error: z.string().optional().meta({ description: 'Why this file was refused.' }),
    }),
  ),
  media: z.array(mediaItemSchema).meta({ description: 'The listing’s media after the batch.' }),
})
export const deleteMediaResponseSchema = z.object({ success: z.literal(true), message: z.string() })
