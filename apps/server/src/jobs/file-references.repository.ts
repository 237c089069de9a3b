// Which stored files are in use, per storage root, for the sweep of files nobody references
// (sweep-stored-files.ts). property-media/: a media item's file or its thumbnail;
// property-documents/: a document's file; under both, every file of a deleted listing that can
// still be restored (its rows wait in property_trash until the purge, which removes its files
// itself); kyc-scans/: a KYC submission's scan (a deleted user's rows go with them, so their files
// go here). A root without a source here is never swept: whoever keeps files under a new root adds
// its source.
import type { DatabaseHandle } from '../db/database'
import type { FileReferences } from './sweep-stored-files'

/** The property segment of a storage path (root/{propertyId}/folder/name). */
const propertyOf = (path: string) => path.split('/')[1] ?? ''

export function createFileReferences(database: DatabaseHandle): FileReferences[] {
  /** The paths among `paths` that `sql` ($1: the paths) answers, and those of restorable deleted listings. */
  async function inUse(paths: readonly string[], sql: string): Promise<Set<string>> {
    const rows = await database.query<{ path: string }>(sql, [paths])
    const found = new Set(rows.map((row) => row.path))
    const properties = [...new Set(paths.map(propertyOf))]
    const trashed = await database.query<{ id: string; reference: string }>(
      'SELECT id::text AS id, reference FROM property_trash WHERE id::text = ANY($1::text[]) OR reference = ANY($1::text[])',
      [properties],
    )
    const kept = new Set(trashed.flatMap((row) => [row.id, row.reference]))
    for (const path of paths) if (kept.has(propertyOf(path))) found.add(path)
    return found
  }
  return [
    {
      prefix: 'property-media/',
      referenced: (paths) =>
        inUse(
          paths,
          `SELECT path FROM property_media WHERE path = ANY($1::text[])
           UNION SELECT thumbnail_path FROM property_media WHERE thumbnail_path = ANY($1::text[])`,
        ),
    },
    {
      prefix: 'property-documents/',
      referenced: (paths) => inUse(paths, 'SELECT path FROM property_documents WHERE path = ANY($1::text[])'),
    },
    {
      prefix: 'kyc-scans/',
      referenced: async (paths) => new Set((await database.query<{ path: string }>('SELECT path FROM kyc_scans WHERE path = ANY($1::text[])', [paths])).map((row) => row.path)),
    },
  ]
}
