import type { OptionLetter, Post } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Badge, Group, Text } from '@dilemma/design-system'
import { remainingHours } from '../lib/pollRules'
import type { VoteEligibility } from '../lib/pollRules'

export interface PostStatusLineProps {
  post: Post
  eligibility: VoteEligibility
  /** The option that can no longer be overtaken, to a reader who sees the results (pollRules `decidedOption`). */
  decided?: OptionLetter | null
  /** The time the hours left are counted from (`useScreenTime`). */
  now: Date
}

/** Voted / closed / awaiting-review / own-poll state, the limit (remaining hours or votes of the vote limit), the total and a decided poll. */
export function PostStatusLine({ post, eligibility, decided = null, now }: PostStatusLineProps) {
  return (
    <Group gap="sm" wrap="wrap">
      {eligibility === 'voted' && (
        <Badge color="green" variant="light">
          <FormattedMessage id="member.posts.card.voted" />
        </Badge>
      )}
      {post.status === 'held' ? (
        <Badge color="orange" variant="light">
          <FormattedMessage id="member.posts.card.awaitingReview" />
        </Badge>
      ) : post.status !== 'active' || eligibility === 'closed' ? (
        <Badge color="gray" variant="filled">
          <FormattedMessage id="member.posts.card.closed" />
        </Badge>
      ) : post.time_limit ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="member.posts.card.hoursLeft" values={{ hours: remainingHours(post.time_limit, now) }} />
        </Text>
      ) : (
        post.vote_limit !== null && (
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="member.posts.card.voteLimit"
              values={{ total: post.total_votes, limit: post.vote_limit }}
            />
          </Text>
        )
      )}
      <Text size="sm" c="dimmed">
        <FormattedMessage id="member.posts.card.totalVotes" values={{ count: post.total_votes }} />
      </Text>
      {decided && (
        <Badge color="plum" variant="light">
          <FormattedMessage id="member.posts.card.decided" values={{ letter: decided.toUpperCase() }} />
        </Badge>
      )}
      {eligibility === 'voted' && (
        <Text size="sm">
          <FormattedMessage id="member.posts.card.alreadyVoted" />
        </Text>
      )}
      {eligibility === 'closed' && post.status !== 'held' && (
        <Text size="sm">
          <FormattedMessage id="member.posts.card.closedText" />
        </Text>
      )}
      {post.status === 'held' && (
        <Text size="sm">
          <FormattedMessage id="member.posts.card.awaitingReviewText" />
        </Text>
      )}
      {eligibility === 'owner' && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="member.posts.card.ownPoll" />
        </Text>
      )}
    </Group>
  )
}
