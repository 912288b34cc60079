/*
 * What a member's data archive holds, file by file, read from the database as it stands. Other
 * members appear only as counts: no other member's id, username, e-mail or vote is read here
 * (a poll she voted on is named by its id and title, a report's outcome by its status, never by
 * the moderator who decided it).
 */
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Post, { OPTION_LETTERS } from '#models/post'
import Vote from '#models/vote'
import Like from '#models/like'
import Save from '#models/save'
import Report from '#models/report'
import UserBadge from '#models/user_badge'
import MemberNotice from '#models/member_notice'
import ModerationDecision from '#models/moderation_decision'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import UserSession from '#models/user_session'
import { postImageStore } from '#services/images/image_storage'
import { avatarStore } from '#services/images/avatar_storage'

/** Rows read per query for the lists that can be long (votes). */
export const ARCHIVE_PAGE_SIZE = 500

const iso = (value: DateTime | null | undefined) => value?.toUTC().toISO() ?? null

/** One stored image the archive copies: its Drive key and its path inside the ZIP. */
export interface ArchiveImage {
  key: string
  path: string
}

export async function profileOf(user: User, avatarPath: string | null) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    bio: user.bio,
    avatar: avatarPath,
    role: user.role,
    plan: { trialEndsAt: iso(user.trialEndsAt), planExpiresAt: iso(user.planExpiresAt) },
    createdAt: iso(user.createdAt),
    lastLoginAt: iso(user.lastLoginAt),
    loginStreak: { current: user.currentLoginStreak, longest: user.maxLoginStreak },
    language: user.language,
    signsInWithGoogle: user.googleId !== null,
    emailVerified: user.isEmailVerified,
    // Dilemma keeps no notification settings: in-app notices and account e-mails go to everyone.
    notificationChoices: null,
  }
}

export function avatarImageOf(user: User): ArchiveImage | null {
  const key = avatarStore.keyOf(user.avatarUrl)
  return key ? { key, path: `images/avatar${extensionOf(key)}` } : null
}

function extensionOf(key: string) {
  const match = /\.[a-z0-9]+$/i.exec(key)
  return match ? match[0].toLowerCase() : ''
}

/** Her polls with their options, counts and tags, and the images they show (copied to images/). */
export async function pollsOf(userId: number) {
  const posts = await Post.query()
    .where('user_id', userId)
    .preload('tags', (tags) => tags.select('id', 'name'))
    .orderBy('id')
  const images: ArchiveImage[] = []
  const polls = posts.map((post) => {
    const options = OPTION_LETTERS.flatMap((letter) => {
      const text = post[`option${letter.toUpperCase() as 'A'}`]
      if (text === null) return []
      const key = postImageStore.keyOf(post[`image${letter.toUpperCase() as 'A'}`])
      const image = key ? `images/poll-${post.id}-${letter}${extensionOf(key)}` : null
      if (key && image) images.push({ key, path: image })
      return [{ letter, text, votes: post[`voteCount${letter.toUpperCase() as 'A'}`], image }]
    })
    return {
      id: post.id,
      title: post.title,
      description: post.description,
      status: post.status,
      options,
      totalVotes: post.totalVotes,
      likes: post.likeCount,
      tags: post.tags.map((tag) => tag.name),
      voteLimit: post.voteLimit,
      timeLimit: iso(post.timeLimit),
      createdAt: iso(post.createdAt),
      updatedAt: iso(post.updatedAt),
    }
  })
  return { polls, images }
}

type ArchivedPoll = Awaited<ReturnType<typeof pollsOf>>['polls'][number]

const CSV_COLUMNS = ['id', 'title', 'status', 'created_at', 'total_votes', 'likes', 'tags'] as const

function csvField(value: string | number | null) {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** polls.csv: one line per poll, the options and their counts as columns. */
export function pollsCsv(polls: ArchivedPoll[]): string {
  const header = [...CSV_COLUMNS, ...OPTION_LETTERS.flatMap((l) => [`option_${l}`, `votes_${l}`])]
  const lines = polls.map((poll) =>
    [
      poll.id,
      poll.title,
      poll.status,
      poll.createdAt,
      poll.totalVotes,
      poll.likes,
      poll.tags.join(' '),
      ...OPTION_LETTERS.flatMap((letter) => {
        const option = poll.options.find((candidate) => candidate.letter === letter)
        return [option?.text ?? null, option?.votes ?? null]
      }),
    ]
      .map(csvField)
      .join(','),
  )
  return [header.join(','), ...lines].join('\r\n') + '\r\n'
}

/** Her own votes, a page at a time: the poll (id, title), her option, when. */
export async function* votePagesOf(userId: number) {
  for (let page = 1; ; page += 1) {
    const votes = await Vote.query()
      .where('user_id', userId)
      .preload('post', (post) => post.select('id', 'title'))
      .orderBy('id')
      .forPage(page, ARCHIVE_PAGE_SIZE)
    if (votes.length === 0) return
    yield votes.map((vote) => ({
      pollId: vote.postId,
      pollTitle: vote.post?.title ?? null,
      choice: vote.choice,
      votedAt: iso(vote.createdAt),
    }))
    if (votes.length < ARCHIVE_PAGE_SIZE) return
  }
}

export async function likesOf(userId: number) {
  const likes = await Like.query()
    .where('user_id', userId)
    .preload('post', (post) => post.select('id', 'title'))
    .orderBy('id')
  return likes.map((like) => ({
    pollId: like.postId,
    pollTitle: like.post?.title ?? null,
    likedAt: iso(like.createdAt),
  }))
}

export async function savedOf(userId: number) {
  const saves = await Save.query()
    .where('user_id', userId)
    .preload('post', (post) => post.select('id', 'title'))
    .orderBy('id')
  return saves.map((save) => ({
    pollId: save.postId,
    pollTitle: save.post?.title ?? null,
    savedAt: iso(save.createdAt),
  }))
}

/** What she reported and what became of it; the deciding moderator is not named. */
export async function reportsOf(userId: number) {
  const reports = await Report.query()
    .where('user_id', userId)
    .preload('post', (post) => post.select('id', 'title'))
    .orderBy('id')
  return reports.map((report) => ({
    pollId: report.reportedPostId ?? report.postId,
    pollTitle: report.post?.title ?? null,
    reason: report.reason,
    outcome: report.status,
    reportedAt: iso(report.createdAt),
    decidedAt: report.status === 'pending' ? null : iso(report.updatedAt),
  }))
}

export async function badgesOf(userId: number) {
  const badges = await UserBadge.query().where('user_id', userId).preload('badge').orderBy('id')
  return badges.map((earned) => ({
    name: earned.badge.name,
    type: earned.badge.type,
    category: earned.badge.category,
    threshold: earned.badge.threshold,
    awardedAt: iso(earned.awardedAt),
  }))
}

/** Her counters (what the badges count). */
export async function statsOf(userId: number) {
  const row = await db.from('user_stats').where('user_id', userId).first()
  const counter = (name: string) => Number(row?.[name] ?? 0)
  return {
    pollsCreated: counter('posts_created'),
    likesReceived: counter('likes_received'),
    votesGiven: counter('votes_given'),
    likesGiven: counter('likes_given'),
    pollsSaved: counter('posts_saved'),
  }
}

export async function noticesOf(userId: number) {
  const notices = await MemberNotice.query().where('user_id', userId).orderBy('id')
  return notices.map((notice) => ({
    kind: notice.kind,
    pollId: notice.postId,
    pollTitle: notice.postTitle,
    createdAt: iso(notice.createdAt),
    readAt: iso(notice.readAt),
  }))
}

/**
 * The moderators' decisions about her content or account, each with its statement of reasons and
 * her appeal with its answer; the deciding moderators are not named.
 */
export async function decisionsOf(userId: number) {
  const decisions = await ModerationDecision.query().where('user_id', userId).preload('appeal').orderBy('id')
  return decisions.map((decision) => ({
    kind: decision.kind,
    pollId: decision.postId,
    pollTitle: decision.postTitle,
    reason: decision.reason,
    note: decision.note,
    decidedAt: iso(decision.createdAt),
    endsAt: iso(decision.endsAt),
    reversedAt: iso(decision.reversedAt),
    appeal: decision.appeal
      ? {
          text: decision.appeal.text,
          status: decision.appeal.status,
          answer: decision.appeal.answer,
          appealedAt: iso(decision.appeal.createdAt),
          answeredAt: iso(decision.appeal.answeredAt),
        }
      : null,
  }))
}

/** Her orders and captures, and her subscriptions with their periods. */
export async function paymentsOf(userId: number) {
  const [payments, subscriptions] = await Promise.all([
    Payment.query().where('user_id', userId).orderBy('id'),
    Subscription.query().where('user_id', userId).orderBy('id'),
  ])
  return {
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      paypalOrderId: payment.providerOrderId,
      paypalCaptureId: payment.providerCaptureId,
      plan: payment.plan,
      amount: Number(payment.amount),
      currency: payment.currency,
      status: payment.status,
      failureReason: payment.failureReason,
      subscriptionId: payment.subscriptionId,
      periodEnd: iso(payment.periodEnd),
      createdAt: iso(payment.createdAt),
      capturedAt: iso(payment.capturedAt),
    })),
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      provider: subscription.provider,
      paypalSubscriptionId: subscription.providerSubscriptionId,
      plan: subscription.plan,
      status: subscription.status,
      currentPeriodEnd: iso(subscription.currentPeriodEnd),
      cancelledAt: iso(subscription.cancelledAt),
      createdAt: iso(subscription.createdAt),
      updatedAt: iso(subscription.updatedAt),
    })),
  }
}

/** Her sign-ins as stored: when, the device (the browser's user agent) and the IP address. */
export async function sessionsOf(userId: number) {
  const sessions = await UserSession.query().where('user_id', userId).orderBy('id')
  return sessions.map((session) => ({
    createdAt: iso(session.createdAt),
    lastUsedAt: iso(session.lastUsedAt),
    expiresAt: iso(session.expiresAt),
    endedAt: iso(session.revokedAt),
    device: session.userAgent,
    ip: session.ip,
  }))
}
