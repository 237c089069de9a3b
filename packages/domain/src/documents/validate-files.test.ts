import { describe, expect, it } from 'vitest'
import { CONTENT_TYPE_BY_FORMAT, detectFileFormat, fileExtension } from './file-format'
import { listingMediaFromFiles } from './listing-media'
import { isMediaType, listingMediaKind, validateDocumentFile, validateMediaFile, type MediaType } from './validate-files'

const MB = 1024 * 1024

describe('validateDocumentFile', () => {
  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(validateDocumentFile({ name: 'deed.pdf', size: 10 * MB, contentType: 'application/pdf' })).toEqual({ valid: true, errors: [] })
    expect(validateDocumentFile({ name: 'deed.pdf', size: 10 * MB + 1, contentType: 'application/pdf' })).toEqual({
      valid: false,
      errors: ['File size exceeds 10 MB limit'],
    })
  })

  it.each(['a.pdf', 'a.jpeg', 'a.png', 'a.jpg', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx'])('accepts %s', (name) => {
    expect(validateDocumentFile({ name, size: 1 }).valid).toBe(true)
  })

  it.each([
    ['a.gif', undefined],
    ['a.exe', 'application/octet-stream'],
    ['noextension', undefined],
  ])('refuses %s', (name, contentType) => {
    expect(validateDocumentFile({ name, size: 1, contentType }).errors).toEqual(['Unsupported file format. Supported formats: PDF, Word, Excel, JPEG, PNG'])
  })

  it('accepts 255-character names and refuses 256', () => {
    const name = (length: number) => `${'a'.repeat(length - 4)}.pdf`
    expect(validateDocumentFile({ name: name(255), size: 1 }).valid).toBe(true)
    expect(validateDocumentFile({ name: name(256), size: 1 }).errors).toEqual(['File name is too long'])
  })
})

describe('validateMediaFile', () => {
  it.each<[MediaType, string, string]>([
    ['images', 'image/jpeg', 'a.jpg'],
    ['images', 'image/svg+xml', 'a.svg'],
    ['floor-plans', 'image/webp', 'plan.webp'],
    ['videos', 'video/quicktime', 'tour.mov'],
    ['virtual-tours', 'video/mp4', 'tour.mp4'],
    ['documents', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx'],
  ])('%s accepts %s', (mediaType, contentType, name) => {
    expect(validateMediaFile({ name, size: 1, contentType }, mediaType)).toEqual({ valid: true, errors: [] })
  })

  it.each<[MediaType, string]>([
    ['images', 'Unsupported image format. Supported formats: JPEG, PNG, JPG, GIF, WEBP, SVG'],
    ['floor-plans', 'Unsupported image format. Supported formats: JPEG, PNG, JPG, GIF, WEBP, SVG'],
    ['videos', 'Unsupported video format. Supported formats: MP4, WEBM, OGG, MPEG, QUICKTIME'],
    ['virtual-tours', 'Unsupported video format. Supported formats: MP4, WEBM, OGG, MPEG, QUICKTIME'],
    ['documents', 'Unsupported document format. Supported formats: PDF, DOC, DOCX'],
  ])('%s refuses other formats', (mediaType, message) => {
    expect(validateMediaFile({ name: 'a.xlsx', size: 1 }, mediaType).errors).toEqual([message])
    expect(message.startsWith(`Unsupported ${message.split(' ')[1]} format`)).toBe(true)
  })

  it.each<[MediaType, number, string]>([
    ['images', 10 * MB, 'Image size exceeds 10 MB limit'],
    ['floor-plans', 10 * MB, 'Image size exceeds 10 MB limit'],
    ['videos', 100 * MB, 'Video size exceeds 100 MB limit'],
    ['virtual-tours', 100 * MB, 'Video size exceeds 100 MB limit'],
    ['documents', 10 * MB, 'Document size exceeds 10 MB limit'],
  ])('%s allows exactly %i bytes and refuses more', (mediaType, limit, message) => {
    const name = mediaType === 'documents' ? 'a.pdf' : mediaType === 'videos' || mediaType === 'virtual-tours' ? 'a.mp4' : 'a.png'
    expect(validateMediaFile({ name, size: limit }, mediaType).valid).toBe(true)
    expect(validateMediaFile({ name, size: limit + 1 }, mediaType).errors).toEqual([message])
  })

  it('refuses long names', () => {
    expect(validateMediaFile({ name: `${'x'.repeat(253)}.png`, size: 1 }, 'images').errors).toEqual(['File name is too long'])
  })
})

describe('file formats', () => {
  it('prefers the content type, then the extension', () => {
    expect(detectFileFormat({ name: 'x.pdf', contentType: 'image/png; charset=binary' })).toBe('png')
    expect(detectFileFormat({ name: 'X.JPG', contentType: 'application/x-unknown' })).toBe('jpg')
    expect(detectFileFormat({ name: 'clip.mpg' })).toBe('mpeg')
    expect(detectFileFormat({ name: 'x' })).toBeUndefined()
    expect(fileExtension('a/b.c/file')).toBe('')
    expect(fileExtension('.hidden')).toBe('')
    expect(CONTENT_TYPE_BY_FORMAT.jpeg).toBe('image/jpeg')
    expect(CONTENT_TYPE_BY_FORMAT.quicktime).toBe('video/quicktime')
  })

  it('knows media types and listing kinds', () => {
    expect(isMediaType('floor-plans')).toBe(true)
    expect(isMediaType('audio')).toBe(false)
    expect(listingMediaKind('video/mp4')).toBe('video')
    expect(listingMediaKind('image/png')).toBe('image')
  })

  it('builds listing media from files: order is the upload index, title the file name', () => {
    const now = new Date('2026-02-01T10:00:00.000Z')
    const files = [
      { id: 'm1', name: 'front.jpg', url: '/f/1', size: 10, contentType: 'image/jpeg' },
      { id: 'm2', name: 'walk.mp4', url: '/f/2', size: 20, contentType: 'video/mp4' },
    ]
    expect(listingMediaFromFiles(files, now)).toEqual([
      { id: 'm1', type: 'image', url: '/f/1', title: 'front.jpg', order: 0, metadata: { uploadedAt: '2026-02-01T10:00:00.000Z', size: 10, contentType: 'image/jpeg' } },
      { id: 'm2', type: 'video', url: '/f/2', title: 'walk.mp4', order: 1, metadata: { uploadedAt: '2026-02-01T10:00:00.000Z', size: 20, contentType: 'video/mp4' } },
    ])
  })
})
