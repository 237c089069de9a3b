// The one shape of every transaction status (inquiry, visit, proposal, bid, deal, application,
// rental): a table of actions, each allowed from some statuses, by some parties, to one status.
// The server enforces it (a refused transition is a 409 naming the current status, or a 403 for
// the wrong party); tests are generated from the same table, so a new status cannot go untested.
import { Result } from '../result'

export type TransitionRule<S extends string, A extends string, P extends string> = {
  readonly action: A
  readonly from: readonly S[]
  readonly to: S
  readonly by: readonly P[]
}

export type StateMachine<S extends string, A extends string, P extends string> = {
  /** The entity in messages: 'proposal', 'site visit', ... */
  readonly entity: string
  readonly statuses: readonly S[]
  readonly parties: readonly P[]
  readonly rules: readonly TransitionRule<S, A, P>[]
}

export function defineStateMachine<S extends string, A extends string, P extends string>(machine: StateMachine<S, A, P>): StateMachine<S, A, P> {
  for (const rule of machine.rules) {
    if (!machine.statuses.includes(rule.to)) throw new Error(`${machine.entity}: ${rule.action} leads to unknown status ${rule.to}`)
    for (const from of rule.from) if (!machine.statuses.includes(from)) throw new Error(`${machine.entity}: ${rule.action} from unknown status ${from}`)
  }
  return machine
}

export type TransitionRefusal = { readonly kind: 'status' | 'party' | 'unknown-action'; readonly message: string }

export const transitionMessages = {
  wrongStatus: (entity: string, action: string, status: string) => `Cannot ${action} this ${entity}: it is ${status}`,
  wrongParty: (entity: string, action: string, parties: readonly string[]) => `Only the ${parties.join(' or ')} can ${action} this ${entity}`,
  unknownAction: (entity: string, action: string) => `Unknown action '${action}' for a ${entity}`,
  /** Another write landed first (the row's version moved): nothing was changed. */
  stale: (entity: string) => `This ${entity} was changed by someone else a moment ago. Reload it and try again.`,
} as const

/**
 * Whether `parties` (every role the caller holds on this item) may take `action` from `from`.
 * The status is checked first: a finished item says so whoever asks.
 */
export function checkTransition<S extends string, A extends string, P extends string>(
  machine: StateMachine<S, A, P>,
  input: { from: S; action: string; parties: readonly P[] },
): Result<S, TransitionRefusal> {
  const rule = machine.rules.find((candidate) => candidate.action === input.action)
  if (!rule) return Result.err({ kind: 'unknown-action', message: transitionMessages.unknownAction(machine.entity, input.action) })
  if (!rule.from.includes(input.from)) return Result.err({ kind: 'status', message: transitionMessages.wrongStatus(machine.entity, rule.action, input.from) })
  if (!input.parties.some((party) => rule.by.includes(party))) return Result.err({ kind: 'party', message: transitionMessages.wrongParty(machine.entity, rule.action, rule.by) })
  return Result.ok(rule.to)
}

/** The actions `parties` may take from `status`: what a page offers as buttons. */
export function allowedActions<S extends string, A extends string, P extends string>(machine: StateMachine<S, A, P>, status: S, parties: readonly P[]): A[] {
  return machine.rules.filter((rule) => rule.from.includes(status) && parties.some((party) => rule.by.includes(party))).map((rule) => rule.action)
}

export type TransitionCase<S extends string, A extends string, P extends string> = { from: S; action: A; party: P; allowed: boolean; to?: S }

/** Every (status, action, party) triple with whether it is allowed: the input of generated tests. */
export function everyTransitionCase<S extends string, A extends string, P extends string>(machine: StateMachine<S, A, P>): TransitionCase<S, A, P>[] {
  const cases: TransitionCase<S, A, P>[] = []
  for (const rule of machine.rules)
    {for (const from of machine.statuses)
      {for (const party of machine.parties) {
        const allowed = rule.from.includes(from) && rule.by.includes(party)
        cases.push(allowed ? { from, action: rule.action, party, allowed, to: rule.to } : { from, action: rule.action, party, allowed })
      }}}
  return cases
}

/** Statuses no action leaves: completed, cancelled, ... */
export function terminalStatuses<S extends string, A extends string, P extends string>(machine: StateMachine<S, A, P>): S[] {
  return machine.statuses.filter((status) => !machine.rules.some((rule) => rule.from.includes(status)))
}
