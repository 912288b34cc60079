import { useIntl } from '@dilemma/app-runtime'
import { ActionFailureAlert } from '../../../lib/ActionFailureAlert'
import { ItemListSection } from '../../../lib/ItemListSection'
import { QueryGate } from '../../../lib/QueryGate'
import { ReasonDialog } from '../../../lib/ReasonDialog'
import { HeldPostCard } from './HeldPostCard'
import { useHeldPostDecisions, useHeldPosts } from './useHeldPosts'

/**
 * The reports tab's "Held" list: polls a watched word keeps from everyone but their authors until
 * a moderator approves (publishes) or rejects (with a reason) them.
 */
export function HeldPostsSection() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.held.${id}` }, values)
  const held = useHeldPosts()
  const { approval, rejection } = useHeldPostDecisions()
  const error = approval.mutation.error ?? rejection.mutation.error
  const acting = (id: number) =>
    (approval.mutation.isPending && approval.mutation.variables?.id === id) ||
    (rejection.mutation.isPending && rejection.variables?.id === id)

  return (
    <QueryGate query={held} messages="admin.held">
      {(posts) => (
        <ItemListSection
          title={text('title', { count: posts.length })}
          items={posts}
          itemKey={(post) => post.id}
          renderItem={(post) => (
            <HeldPostCard
              post={post}
              busy={acting(post.id)}
              onApprove={() => {
                rejection.mutation.reset()
                approval.run(text('approve.confirm', { title: post.title }), post)
              }}
              onReject={() => {
                approval.mutation.reset()
                rejection.ask(text('reject.confirm', { title: post.title }), post)
              }}
            />
          )}
          emptyTitle={text('empty')}
        >
          {error && (
            <ActionFailureAlert
              error={error}
              title={text('actionError.title')}
              fallback={text('actionError.fallback')}
              closeLabel={intl.formatMessage({ id: 'admin.reports.dismissError' })}
              onClose={() => {
                approval.mutation.reset()
                rejection.mutation.reset()
              }}
            />
          )}
          <ReasonDialog key={rejection.dialogKey} {...rejection.dialog} />
        </ItemListSection>
      )}
    </QueryGate>
  )
}
