import { describe, expect, it } from 'vitest'
import { postActionsFor, statusChanges } from './postActions'

describe('postActionsFor', () => {
  it('offers deactivation for an active post', () => {
    expect(postActionsFor('active')).toEqual(['deactivate', 'softDelete', 'deletePermanently'])
  })

  it('offers activation for a passive or inactive post', () => {
    expect(postActionsFor('passive')).toEqual(['activate', 'softDelete', 'deletePermanently'])
    expect(postActionsFor('inactive')).toEqual(['activate', 'softDelete', 'deletePermanently'])
  })

  it('offers only the permanent deletion for a deleted post, and for a held one (decided in the Held list)', () => {
    expect(postActionsFor('deleted')).toEqual(['deletePermanently'])
    expect(postActionsFor('held')).toEqual(['deletePermanently'])
  })
})

describe('statusChanges', () => {
  it('deactivates to passive, activates to active and soft-deletes to deleted', () => {
    expect(statusChanges).toEqual({ deactivate: 'passive', activate: 'active', softDelete: 'deleted' })
  })
})
