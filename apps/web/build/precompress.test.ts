import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress.ts'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompressDir', () => {
  it('writes Brotli and gzip copies of the scripts, styles and images that shrink, and nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vishwas-precompress-'))
    mkdirSync(join(dir, 'assets'))
    const script = 'export const value = "a fairly repetitive module body";\n'.repeat(100)
    writeFileSync(join(dir, 'assets', 'index-1.js'), script)
    writeFileSync(join(dir, 'assets', 'index-1.css'), 'body { margin: 0 }\n'.repeat(100))
    writeFileSync(join(dir, 'assets', 'tiny-1.js'), 'export {}\n')
    writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(200))
    await precompressDir(dir)
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-1.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-1.js.gz'))).toString()).toBe(script)
    expect(existsSync(join(dir, 'assets', 'index-1.css.br'))).toBe(true)
    // Too small to gain anything; index.html is rewritten per page by the server.
    expect(existsSync(join(dir, 'assets', 'tiny-1.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false)
  })
})
