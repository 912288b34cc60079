import type { AdminPost } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { useChangePostStatus } from '../api/useChangePostStatus'
import { useDeletePostPermanently } from '../api/useDeletePostPermanently'
import { useRestrictPost } from '../api/useRestrictPost'
import type { PostAction } from '../utils/postActions'

/**
 * The four post actions, each after a confirmation naming the post (admin-spec §5); deactivating
 * and soft-deleting ask for the reason her author is told instead of a yes.
 */
export function usePostActions() {
  const intl = useIntl()
  const activation = useChangePostStatus()
  const restriction = useRestrictPost()
  const deletion = useDeletePostPermanently()

  const act = (post: AdminPost, action: PostAction) => {
    const question = intl.formatMessage({ id: `admin.posts.confirm.${action}` }, { title: post.title })
    if (action === 'deletePermanently') deletion.run(question, post)
    else if (action === 'activate') activation.run(question, post)
    else restriction.ask(question, { post, status: action === 'deactivate' ? 'passive' : 'deleted' })
  }

  const busyId = activation.mutation.isPending
    ? activation.mutation.variables?.id
    : restriction.mutation.isPending
      ? restriction.variables?.post.id
      : deletion.mutation.isPending
        ? deletion.mutation.variables?.id
        : undefined

  // One alert for a status change, whichever way it went.
  const statusChange = restriction.mutation.isError ? restriction.mutation : activation.mutation
  return { act, busyId, statusChange, deletion: deletion.mutation, reasonDialog: restriction }
}
