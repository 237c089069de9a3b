// Solves ALTCHA challenges off the main thread (see bot-check.ts).
import 'altcha-lib/v1/worker'
