import { describe, expect, it } from 'vitest'
import { filterTar } from './postgis-bundle'

/** A minimal ustar archive of the given files (the format the PostGIS bundle uses). */
function tar(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = []
  for (const [name, content] of Object.entries(files)) {
    const header = Buffer.alloc(512)
    header.write(name, 0)
    header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124)
    header.write(name.endsWith('/') ? '5' : '0', 156)
    header.write('ustar\0', 257)
    const data = Buffer.alloc(Math.ceil(content.length / 512) * 512)
    data.write(content)
    blocks.push(header, data)
  }
  blocks.push(Buffer.alloc(1024))
  return Buffer.concat(blocks)
}

const names = (archive: Buffer) => {
  const found: string[] = []
  for (let offset = 0; offset + 512 <= archive.length; ) {
    const header = archive.subarray(offset, offset + 512)
    if (header.every((b) => b === 0)) break
    found.push(header.subarray(0, 100).toString().replace(/\0.*$/s, ''))
    const size = parseInt(header.subarray(124, 136).toString().replace(/\0.*$/s, ''), 8)
    offset += 512 + Math.ceil(size / 512) * 512
  }
  return found
}

describe('filterTar', () => {
  it('keeps the entries asked for and every directory, with their contents', () => {
    const archive = tar({ 'lib/': '', 'lib/postgis-3.so': 'x'.repeat(700), 'lib/raster-3.so': 'raster', 'share/proj/proj.db': 'db' })
    const slim = filterTar(archive, (name) => name.endsWith('postgis-3.so') || name.startsWith('share/'))
    expect(names(slim)).toEqual(['lib/', 'lib/postgis-3.so', 'share/proj/proj.db'])
    expect(slim.toString()).toContain('x'.repeat(700))
    expect(slim.toString()).not.toContain('raster')
  })
})
