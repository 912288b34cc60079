import type { AdminPost } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { useChangePostStatus } from '../api/useChangePostStatus'
import { useDeletePostPermanently } from '../api/useDeletePostPermanently'
import { statusChanges } from '../utils/postActions'
import type { PostAction } from '../utils/postActions'

/** The four post actions, each after a confirmation naming the post (admin-spec §5). */
export function usePostActions() {
  const intl = useIntl()
  const statusChange = useChangePostStatus()
  const deletion = useDeletePostPermanently()

  const act = (post: AdminPost, action: PostAction) => {
    const question = intl.formatMessage({ id: `admin.posts.confirm.${action}` }, { title: post.title })
    if (action === 'deletePermanently') deletion.run(question, post)
    else statusChange.run(question, { post, status: statusChanges[action] })
  }

  const busyId = statusChange.mutation.isPending
    ? statusChange.mutation.variables?.post.id
    : deletion.mutation.isPending
      ? deletion.mutation.variables?.id
      : undefined

  return { act, busyId, statusChange: statusChange.mutation, deletion: deletion.mutation }
}
