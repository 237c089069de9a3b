// The server's version, from its package.json (bundled in at build time).
import pkg from '../package.json' with { type: 'json' }

export const version: string = pkg.version
