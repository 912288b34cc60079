import type { OptionLetter, Post } from '@dilemma/api-client'
import { Link, useScreenTime, useSession } from '@dilemma/app-runtime'
import { Anchor, Stack, useDisclosure } from '@dilemma/design-system'
import { useIsOnScreen } from '@dilemma/app-runtime/live/hooks'
import { PollCard } from '@dilemma/design-system/widgets'
import { useEffect, useRef, useState } from 'react'
import type { RefObject } from 'react'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useVote } from '../api/useVote'
import { useLivePoll } from '../hooks/useLivePoll'
import { decidedOption, pollOptionsOf, resultsVisible, voteEligibility } from '../lib/pollRules'
import { LoginPrompt, VoteConfirmDialog } from '../lazyDialogs'
import { PostActions } from './PostActions'
import { PostAuthor } from './PostAuthor'
import { PostStatusLine } from './PostStatusLine'
import { PostTags } from './PostTags'
import { usePollCardLabels } from './usePollCardLabels'
import { VoteResultAnnouncement } from './VoteResultAnnouncement'
import { clientPath } from '@dilemma/contract/client-paths'

export interface PostCardProps {
  post: Post
  /** 1 on the detail page, 2 in lists (3 in a list under its own heading). */
  titleOrder?: 1 | 2 | 3
  /** The owner's own profile: results show as soon as there are votes. */
  ownerView?: boolean
  onDeleted?: () => void
  /** The page's first card, on its first screen: its pictures come first (PollCard). */
  firstOnScreen?: boolean
}

/** A poll with everything a member can do with it: vote (after a confirmation), like, save, share, report, edit, delete. */
export function PostCard({ post, titleOrder = 2, ownerView = false, onDeleted, firstOnScreen = false }: PostCardProps) {
  const { user } = useSession()
  const labels = usePollCardLabels()
  const [loginPromptOpened, loginPrompt] = useDisclosure(false)
  const [chosen, setChosen] = useState<OptionLetter | null>(null)
  const vote = useVote(post.id)
  const voteErrorText = useApiErrorText(vote.error, 'member.posts.vote.failed')
  const options = pollOptionsOf(post)
  const chosenOption = options.find((option) => option.letter === chosen) ?? null
  const now = useScreenTime()
  const eligibility = voteEligibility(post, user !== null, now)
  const mayChoose = eligibility === 'open' || eligibility === 'guest'
  const showResults = resultsVisible(post, { ownerView }, now)
  const cardRef = useRef<HTMLElement>(null)

  const choose = (letter: OptionLetter) => {
    if (eligibility === 'guest') return loginPrompt.open()
    vote.reset()
    setChosen(letter)
  }
  const closeConfirm = () => setChosen(null)
  const [voteCounted, setVoteCounted] = useState(false)
  const confirmVote = () =>
    chosen &&
    vote.mutate(chosen, {
      onSuccess: () => {
        closeConfirm()
        setVoteCounted(true)
      },
    })
  // The dialog's trigger, the vote button, is gone once the results show: keyboard and screen
  // reader users continue from the card's status (voted, totals) instead of the page's start.
  const statusRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (voteCounted) statusRef.current?.focus()
  }, [voteCounted])

  return (
    <>
      <PollCard
        ref={cardRef}
        title={
          titleOrder === 1 ? (
            post.title
          ) : (
            <Anchor component={Link} to={clientPath('post', { postId: post.id })} inherit c="inherit" underline="hover">
              {post.title}
            </Anchor>
          )
        }
        description={post.description}
        firstOnScreen={firstOnScreen}
        options={options}
        showResults={showResults}
        onChooseOption={mayChoose ? choose : undefined}
        labels={labels}
        featured={post.is_featured}
        titleOrder={titleOrder}
        header={<PostAuthor post={post} />}
        details={
          <Stack gap="xs">
            <div ref={statusRef} tabIndex={-1}>
              <PostStatusLine
                post={post}
                eligibility={eligibility}
                decided={showResults ? decidedOption(post, now) : null}
                now={now}
              />
            </div>
            <VoteResultAnnouncement post={post} counted={voteCounted} />
            <PostTags tags={post.tags} />
          </Stack>
        }
        footer={
          <PostActions post={post} signedIn={user !== null} onLoginNeeded={loginPrompt.open} onDeleted={onDeleted} />
        }
      />
      <VoteConfirmDialog
        opened={chosenOption !== null}
        option={chosenOption}
        pending={vote.isPending}
        errorText={voteErrorText}
        onConfirm={confirmVote}
        onClose={closeConfirm}
      />
      <LoginPrompt opened={loginPromptOpened} onClose={loginPrompt.close} />
      <LiveFigures post={post} cardRef={cardRef} />
    </>
  )
}

/**
 * Follows the card's live figures while it is on screen. A component of its own: the card coming
 * on screen (or leaving it) renders this, not the whole card again.
 */
function LiveFigures({ post, cardRef }: { post: Post; cardRef: RefObject<HTMLElement | null> }) {
  useLivePoll(post, useIsOnScreen(cardRef))
  return null
}
