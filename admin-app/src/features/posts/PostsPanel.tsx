import { useIntl } from '@dilemma/app-runtime'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { PagedListTab } from '../../lib/PagedListTab'
import { ReasonDialog } from '../../lib/ReasonDialog'
import { usePagedFilters } from '../../lib/usePagedFilters'
import { useAdminPosts } from './api/useAdminPosts'
import { usePostStats } from './api/usePostStats'
import { PostFilterBar } from './components/PostFilterBar'
import { PostGrid } from './components/PostGrid'
import { PostStatsSection } from './components/PostStatsSection'
import { usePostActions } from './hooks/usePostActions'
import { initialPostFilters, postFilterChoices, postsQuery } from './utils/postFilters'

/**
 * The posts tab (admin-spec §2): post statistics and the filtered grid of posts of every status,
 * with deactivate, activate, soft delete and permanent delete, each after a confirmation (with the
 * reason its author is told for deactivating and soft deleting).
 */
export function PostsPanel() {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const list = usePagedFilters(initialPostFilters, postFilterChoices)
  const posts = useAdminPosts(postsQuery(list.applied, list.page))
  const stats = usePostStats()
  const actions = usePostActions()

  return (
    <PagedListTab
      messagePrefix="admin.posts"
      list={posts}
      onPageChange={list.setPage}
      stats={stats.data && <PostStatsSection stats={stats.data} />}
      filters={<PostFilterBar filters={list.filters} onChange={list.setFilter} />}
      alerts={
        <>
          {actions.statusChange.isError && (
            <ActionFailureAlert
              error={actions.statusChange.error}
              title={text('admin.posts.statusError.title')}
              fallback={text('admin.posts.statusError.fallback')}
              closeLabel={text('admin.posts.dismissError')}
              onClose={actions.statusChange.reset}
            />
          )}
          {actions.deletion.isError && (
            <ActionFailureAlert
              error={actions.deletion.error}
              title={text('admin.posts.deleteError.title')}
              fallback={text('admin.posts.deleteError.fallback')}
              closeLabel={text('admin.posts.dismissError')}
              onClose={actions.deletion.reset}
            />
          )}
          <ReasonDialog key={actions.reasonDialog.dialogKey} {...actions.reasonDialog.dialog} />
        </>
      }
    >
      {(page) => <PostGrid posts={page.posts} busyId={actions.busyId} onAction={actions.act} />}
    </PagedListTab>
  )
}
