import { describe, expect, it } from 'vitest'
import { allowedActions, checkTransition, defineStateMachine, everyTransitionCase, terminalStatuses, transitionMessages } from './state-machine'

const door = defineStateMachine({
  entity: 'door',
  statuses: ['open', 'closed', 'locked'] as const,
  parties: ['owner', 'guest'] as const,
  rules: [
    { action: 'close', from: ['open'], to: 'closed', by: ['owner', 'guest'] },
    { action: 'lock', from: ['closed'], to: 'locked', by: ['owner'] },
  ],
})

describe('state machine', () => {
  it('allows a listed transition and names the status or the party when it refuses', () => {
    expect(checkTransition(door, { from: 'open', action: 'close', parties: ['guest'] })).toEqual({ ok: true, value: 'closed' })
    expect(checkTransition(door, { from: 'open', action: 'lock', parties: ['owner'] })).toEqual({
      ok: false,
      error: { kind: 'status', message: 'Cannot lock this door: it is open' },
    })
    expect(checkTransition(door, { from: 'closed', action: 'lock', parties: ['guest'] })).toEqual({
      ok: false,
      error: { kind: 'party', message: 'Only the owner can lock this door' },
    })
    expect(checkTransition(door, { from: 'closed', action: 'fly', parties: ['owner'] })).toMatchObject({ ok: false, error: { kind: 'unknown-action' } })
    expect(transitionMessages.stale('door')).toContain('changed by someone else')
  })

  it('lists the actions a party may take, every case, and the terminal statuses', () => {
    expect(allowedActions(door, 'closed', ['owner'])).toEqual(['lock'])
    expect(allowedActions(door, 'closed', ['guest'])).toEqual([])
    const cases = everyTransitionCase(door)
    expect(cases).toHaveLength(2 * 3 * 2)
    expect(cases.filter((c) => c.allowed)).toHaveLength(3)
    expect(terminalStatuses(door)).toEqual(['locked'])
  })

  it('refuses a table naming a status it does not have', () => {
    expect(() => defineStateMachine({ entity: 'x', statuses: ['a'] as const, parties: ['p'] as const, rules: [{ action: 'go', from: ['a'], to: 'b' as 'a', by: ['p'] }] })).toThrow('unknown status b')
  })
})
