import type { AdminPostStatusChange, StoredPostStatus } from '@dilemma/api-client'

export type PostAction = 'deactivate' | 'activate' | 'softDelete' | 'deletePermanently'
export type StatusAction = Exclude<PostAction, 'deletePermanently'>

/** The status each status action sets. */
export const statusChanges: Record<StatusAction, AdminPostStatusChange> = {
  deactivate: 'passive',
  activate: 'active',
  softDelete: 'deleted',
}

/**
 * The actions a post of this status offers (admin-spec §4): deactivate an active post, activate a
 * passive or inactive one (never a deleted one), soft delete any that is not deleted yet, and
 * delete any for good. A held poll is approved or rejected in the reports tab's Held list.
 */
export function postActionsFor(status: StoredPostStatus): PostAction[] {
  const actions: PostAction[] = []
  if (status === 'active') actions.push('deactivate')
  if (status === 'passive' || status === 'inactive') actions.push('activate')
  if (status !== 'deleted' && status !== 'held') actions.push('softDelete')
  actions.push('deletePermanently')
  return actions
}
