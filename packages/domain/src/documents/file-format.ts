// The format of an uploaded file, from its content type or, failing that, its extension.
// Formats are SPEC's short names (pdf, jpeg, docx, quicktime, ...).

const FORMAT_BY_CONTENT_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
  'video/mpeg': 'mpeg',
  'video/quicktime': 'quicktime',
}

const FORMAT_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  xls: 'xls',
  xlsx: 'xlsx',
  jpeg: 'jpeg',
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  svg: 'svg',
  mp4: 'mp4',
  webm: 'webm',
  ogg: 'ogg',
  ogv: 'ogg',
  mpeg: 'mpeg',
  mpg: 'mpeg',
  mov: 'quicktime',
}

/** The content type for a format, for serving files (jpg is served as image/jpeg). */
export const CONTENT_TYPE_BY_FORMAT: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FORMAT_BY_CONTENT_TYPE)
    .filter(([type]) => type !== 'image/jpg')
    .map(([type, format]) => [format, type]),
)

export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

export function detectFileFormat(file: { name: string; contentType?: string | null | undefined }): string | undefined {
  const contentType = file.contentType?.toLowerCase().split(';')[0]?.trim()
  const fromType = contentType ? FORMAT_BY_CONTENT_TYPE[contentType] : undefined
  return fromType ?? FORMAT_BY_EXTENSION[fileExtension(file.name)]
}
