// Solves ALTCHA challenges off the main thread (see bot-check.ts): altcha-lib's v2 worker handler
// with its Web Crypto SHA key derivation (no Node built-ins, no WASM).
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
