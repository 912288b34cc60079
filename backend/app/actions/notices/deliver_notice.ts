/*
 * The job that takes one in-app notice out of the app: a push to each of her subscribed browsers
 * and an e-mail, each where her switch for the notice's topic is on, in her language. Each delivery
 * happens once (services/notices/delivery_claims.ts); one that failed for a reason that may pass
 * (a 429, a 5xx, SMTP away) makes the job throw, to be retried with back-off, and the deliveries
 * that went out are not repeated.
 */
import db from '@adonisjs/lucid/services/db'
import MemberNotice from '#models/member_notice'
import PushSubscription from '#models/push_subscription'
import User from '#models/user'
import { pickLanguage, type Language } from '#services/i18n/languages'
import { clientLink, sendMail } from '#services/mail/mailer'
import { renderLinkMail } from '#services/mail/templates/link_mail'
import { deliverOnce, type DeliveryEnd } from '#services/notices/delivery_claims'
import { noticePath, TOPIC_OF_KIND, URGENCY_OF_TOPIC, votesOfKind } from '#services/notices/notice_kinds'
import { noticePreferencesOf } from '#services/notices/notice_preferences'
import {
  mailGreeting,
  noticeWords,
  receiptNote,
  unsubscribeNote,
  type NoticeFacts,
  type NoticeWords,
} from '#services/notices/notice_texts'
import { unsubscribeLink } from '#services/notices/unsubscribe_links'
import { pollOutcome, type PollCountsRow } from '#services/polls/poll_outcome'
import { sendPush } from '#services/push/web_push'
import { ALWAYS_EMAILED_TOPICS, type NoticeTopic } from '@dilemma/contract/notices'
import { appealDeadlineOf } from '#serializers/member_notice_serializer'

/** The app icon a notification shows (shell/public). */
const NOTIFICATION_ICON = '/pwa-192x192.png'

/**
 * Kinds the service worker shows only while no window of the app is visible: an open page tells
 * of a badge itself (its toast), so the push is for the time no page was open.
 */
const SHOWN_ONLY_WHILE_AWAY: ReadonlySet<string> = new Set(['badge_earned'])

export async function deliverNotice(noticeId: number): Promise<void> {
  const notice = await MemberNotice.find(noticeId)
  const topic = notice ? TOPIC_OF_KIND[notice.kind] : null
  if (!notice || !topic) return
  const member = await User.find(notice.userId)
  if (!member || member.deletedAt) return
  const preferences = await noticePreferencesOf(member.id)
  if (!preferences.push[topic] && !preferences.email[topic]) return

  const language = pickLanguage(member.language)
  const words = noticeWords(language, notice.kind, await noticeFactsOf(notice))
  const path = noticePath(notice.kind, notice.postId)
  const deliveries: Promise<boolean>[] = []
  if (preferences.push[topic]) {
    const subscriptions = await PushSubscription.query().where('userId', member.id)
    for (const subscription of subscriptions) {
      deliveries.push(
        deliverOnce({ noticeId, channel: 'push', targetId: subscription.id }, () =>
          pushNotice(subscription, notice, topic, words, path, language),
        ),
      )
    }
  }
  if (preferences.email[topic]) {
    deliveries.push(
      deliverOnce({ noticeId, channel: 'email', targetId: 0 }, () => mailNotice(member, topic, words, path, language)),
    )
  }
  const failures = (await Promise.allSettled(deliveries)).flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  )
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} deliveries of notice ${noticeId} failed`)
}

async function noticeFactsOf(notice: MemberNotice): Promise<NoticeFacts> {
  const facts: NoticeFacts = {
    postTitle: notice.postTitle ?? '',
    votes: votesOfKind(notice.kind) ?? undefined,
    details: notice.details ?? undefined,
  }
  if (notice.decisionId !== null) {
    await notice.load('decision', (decision) => decision.preload('appeal'))
    const decision = notice.decision
    facts.postTitle = notice.postTitle ?? decision.postTitle ?? ''
    facts.decision = {
      kind: decision.kind,
      reason: decision.reason,
      note: decision.note,
      decidedAt: decision.createdAt,
      endsAt: decision.endsAt,
      appealUntil: appealDeadlineOf(decision),
      appeal: decision.appeal ? { status: decision.appeal.status, answer: decision.appeal.answer } : null,
    }
  }
  if ((notice.kind === 'poll_ended' || notice.kind === 'voted_poll_ended') && notice.postId !== null) {
    const row = (await db.from('posts').where('id', notice.postId).first()) as PollCountsRow | null
    if (row) facts.outcome = pollOutcome(row)
  }
  return facts
}

async function pushNotice(
  subscription: PushSubscription,
  notice: MemberNotice,
  topic: NoticeTopic,
  words: NoticeWords,
  path: string,
  language: Language,
): Promise<DeliveryEnd> {
  // One tag and Topic per poll: a newer notice about it replaces the older one, on the device and at the push service.
  const tag = notice.postId === null ? notice.kind : `post-${notice.postId}`
  const outcome = await sendPush(
    subscription,
    {
      title: words.title,
      body: words.body,
      url: path,
      tag,
      icon: NOTIFICATION_ICON,
      lang: language,
      noticeId: notice.id,
      ...(SHOWN_ONLY_WHILE_AWAY.has(notice.kind) ? { onlyWhileAway: true } : {}),
    },
    { urgency: URGENCY_OF_TOPIC[topic], topic: notice.postId === null ? undefined : tag },
  )
  if (outcome === 'gone') await subscription.delete()
  return outcome
}

async function mailNotice(
  member: User,
  topic: NoticeTopic,
  words: NoticeWords,
  path: string,
  language: Language,
): Promise<DeliveryEnd> {
  // A receipt is the record of a charge, not a mailing she subscribed to: it has no unsubscribe.
  const optional = !ALWAYS_EMAILED_TOPICS.includes(topic)
  const unsubscribe = optional ? unsubscribeLink(member.id, topic) : null
  const mail = renderLinkMail(
    {
      subject: words.title,
      greeting: mailGreeting(language),
      lines: [words.body],
      button: words.action,
      note: unsubscribe ? unsubscribeNote(language, unsubscribe) : receiptNote(language),
    },
    clientLink(path),
  )
  if (unsubscribe) {
    mail.headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  }
  if (!(await sendMail(member.email, mail))) throw new Error('the notice e-mail was not delivered')
  return 'sent'
}
