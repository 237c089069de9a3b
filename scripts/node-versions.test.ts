// The supported Node versions are one range, `engines.node` of the root package.json, and every
// place that states them agrees with it: the workspaces' package.json, .nvmrc, the README's
// "Run it" line, the Node types the code is checked against, and every installed package's own
// `engines.node`. A dependency upgrade that needs a newer Node fails here instead of warning at
// install.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

type PackageJson = {
  name?: string
  version?: string
  engines?: { node?: string }
  workspaces?: string[]
  devDependencies?: Record<string, string>
}

const readPackage = (dir: string): PackageJson => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson
const rootPackage = readPackage(root)
const supported = rootPackage.engines?.node ?? ''

/** The workspace folders (`packages/*`, `apps/*`) that hold a package.json. */
function workspaceDirs(): string[] {
  return (rootPackage.workspaces ?? []).flatMap((pattern) => {
    const parent = join(root, pattern.replace(/\/\*$/, ''))
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json')))
      .map((entry) => join(parent, entry.name))
  })
}

/** Every installed package folder under `dir`/node_modules, nested ones included (workspace links are skipped). */
function installedPackages(dir: string): string[] {
  const modules = join(dir, 'node_modules')
  if (!existsSync(modules)) return []
  const found: string[] = []
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const names = entry.name.startsWith('@') ? readdirSync(join(modules, entry.name)).map((name) => join(entry.name, name)) : [entry.name]
    for (const name of names) {
      const folder = join(modules, name)
      if (lstatSync(folder).isSymbolicLink() || !existsSync(join(folder, 'package.json'))) continue
      found.push(folder, ...installedPackages(folder))
    }
  }
  return found
}

describe('supported Node versions', () => {
  it('are one valid range in the root package.json', () => {
    expect(semver.validRange(supported), `engines.node "${supported}"`).not.toBeNull()
  })

  it('are the same range in every workspace package.json', () => {
    const dirs = workspaceDirs()
    expect(dirs.length).toBeGreaterThan(0)
    for (const dir of dirs) expect(readPackage(dir).engines?.node, `${dir}/package.json engines.node`).toBe(supported)
  })

  it('are all supported by every installed package', () => {
    const packages = [root, ...workspaceDirs()].flatMap(installedPackages)
    // A full install holds several hundred packages; a handful would mean the walk went wrong.
    expect(packages.length).toBeGreaterThan(300)
    const excluding = packages.flatMap((folder) => {
      const pkg = readPackage(folder)
      const range = pkg.engines?.node
      if (range === undefined || semver.subset(supported, range)) return []
      return [`${pkg.name}@${pkg.version} needs Node ${range}`]
    })
    expect(excluding, `packages whose engines.node leaves out part of "${supported}"`).toEqual([])
  })

  it('include the Node running the tests', () => {
    expect(semver.satisfies(process.version, supported), `Node ${process.version} is outside "${supported}"`).toBe(true)
  })

  it('include the version .nvmrc names', () => {
    const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim()
    expect(semver.subset(pinned, supported), `.nvmrc "${pinned}"`).toBe(true)
  })

  it('start at the major version whose types the code is checked against (@types/node)', () => {
    const types = rootPackage.devDependencies?.['@types/node'] ?? ''
    expect(semver.minVersion(types)?.version.split('.')[0]).toBe(semver.minVersion(supported)?.version.split('.')[0])
  })

  it("are stated in the README's Run it section, with the lowest version of each line", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const runIt = readme.slice(readme.indexOf('## Run it'), readme.indexOf('## Test it'))
    const lowest = supported.split('||').map((part) => semver.minVersion(part.trim())?.version.replace(/\.0$/, '').replace(/\.0$/, ''))
    expect(runIt).toContain(`\`${supported}\``)
    expect(lowest.length).toBeGreaterThan(0)
    for (const version of lowest) expect(runIt, `the README's Run it section names Node ${version}`).toContain(`${version}`)
  })
})
