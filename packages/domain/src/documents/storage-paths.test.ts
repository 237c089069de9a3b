import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { StoragePathError, documentStoragePath, mediaStoragePath, safeFileName, uniqueFileName } from './storage-paths'
import type { DocumentCategory } from './document-categories'
import type { MediaType } from './validate-files'

const id = '3f1c2b7e-0c1d-4a55-9a7e-1b2c3d4e5f60'

describe('storage paths', () => {
  it('builds SPEC paths', () => {
    expect(documentStoragePath(id, 'titleDeed', '1700000000000-abc123-deed.pdf')).toBe(`property-documents/${id}/titleDeed/1700000000000-abc123-deed.pdf`)
    expect(mediaStoragePath('PROP-ABC-12345', 'floor-plans', 'plan.png')).toBe('property-media/PROP-ABC-12345/floor-plans/plan.png')
  })

  it('makes unique names from time, randomness and a safe name', () => {
    expect(uniqueFileName('Sale Deed (final).pdf', 1_700_000_000_000, () => 0)).toBe('1700000000000-000000-Sale_Deed_final_.pdf')
    expect(uniqueFileName('a.pdf', 1, () => 0.999999999)).toMatch(/^1-[0-9a-z]{6}-a\.pdf$/)
  })

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['.env', 'env'],
    ['...', 'file'],
    ['', 'file'],
    ['naïve résumé.PDF', 'naive_resume.PDF'],
    ['a..b.pdf', 'a.b.pdf'],
    ['शीर्षक.pdf', 'pdf'],
  ])('cleans %j to %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe)
  })

  it('keeps the extension when shortening long names', () => {
    const safe = safeFileName(`${'x'.repeat(300)}.jpeg`)
    expect(safe).toHaveLength(120)
    expect(safe.endsWith('.jpeg')).toBe(true)
    expect(safeFileName('y'.repeat(300))).toHaveLength(120)
  })

  it('refuses unsafe ids, names, categories and media types', () => {
    expect(() => documentStoragePath('../x', 'other', 'a.pdf')).toThrow(StoragePathError)
    expect(() => documentStoragePath(id, 'other', '../a.pdf')).toThrow(StoragePathError)
    expect(() => documentStoragePath(id, '..' as DocumentCategory, 'a.pdf')).toThrow(StoragePathError)
    expect(() => mediaStoragePath(id, 'images/..' as MediaType, 'a.png')).toThrow('Unsafe storage path segment')
  })

  it('never lets a unique name leave its folder', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.nat(), (name, now) => {
        const unique = uniqueFileName(name, now, () => 0.5)
        const path = documentStoragePath(id, 'contracts', unique)
        expect(path.split('/')).toHaveLength(4)
        expect(unique).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)
        expect(unique).not.toContain('..')
      }),
    )
  })
})
