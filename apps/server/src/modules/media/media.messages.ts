// The media calls' own texts where SPEC has none.
export const mediaMessages = {
  notThisProperty: "The file is not stored under this property's media",
  fileNotUploaded: 'No uploaded file is stored at this path. Upload it first.',
  alreadyRegistered: 'This file is already in the listing',
  notAnImage: 'Only a photo or a floor plan can be the cover image',
  reorderUnknown: 'Every id must be one of this listing’s media',
  trailingData: 'The file has something hidden after its end',
  tooManyPixels: 'The image is too large: at most 50 megapixels',
  documentsInVault: 'Documents go to the property’s document vault: upload them at /api/document-uploads and add them with POST /api/properties/{id}/documents',
  noDimensions: 'The image’s size could not be read',
} as const
