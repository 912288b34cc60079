import type { OptionLetter } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { markUserListsStale, patchCachedPost } from '../lib/patchCachedPost'

/** `POST /posts/:id/vote`: the card changes only when the server has counted the vote; the voted lists catch up when next shown. */
export function useVote(postId: number) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (option: OptionLetter) => client.posts.vote(postId, option),
    onSuccess: ({ updatedVoteCounts, totalVotes, status }, option) => {
      patchCachedPost(queryClient, postId, (post) => ({
        ...post,
        vote_counts: updatedVoteCounts,
        total_votes: totalVotes,
        status,
        user_choice: option,
      }))
      return markUserListsStale(queryClient, 'voted')
    },
  })
}
