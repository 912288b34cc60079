import { liveChannels } from '@dilemma/api-client/live'
import type { LivePollEvent, Post } from '@dilemma/api-client'
import { useApiClient, useQueryClient, useSession } from '@dilemma/app-runtime'
import { useLiveChannel } from '@dilemma/app-runtime/live/hooks'
import { patchCachedPost } from '../lib/patchCachedPost'
import { isPollClosed } from '../lib/pollRules'

/**
 * Keeps a card's figures live while it is on screen (docs/adr/0024-live-results.md): a
 * member who may see the results follows its counts, everyone else its total and status. Each
 * event patches every cached copy of the poll (feed, detail, lists) like her own vote does.
 */
export function useLivePoll(post: Post, onScreen: boolean): void {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const seesResults = user !== null && (post.user_choice !== null || post.is_owner || isPollClosed(post))
  const channel = onScreen ? (seesResults ? liveChannels.results(post.id) : liveChannels.poll(post.id)) : null
  useLiveChannel<LivePollEvent>(useApiClient(), channel, (event) =>
    patchCachedPost(queryClient, post.id, (cached) => withLiveFigures(cached, event)),
  )
}

/**
 * The poll with the event's figures. Totals only grow, so an event older than what the card
 * shows (her own vote's answer came first) changes nothing, unless it changes the status.
 */
export function withLiveFigures(post: Post, event: LivePollEvent): Post {
  if (event.total_votes < post.total_votes) return post
  if (event.total_votes === post.total_votes && event.status === post.status && !event.vote_counts) return post
  return {
    ...post,
    total_votes: event.total_votes,
    status: event.status,
    vote_counts: event.vote_counts ?? post.vote_counts,
  }
}
