/*
 * The job that takes in-app notices out of the app: for each, a push to each of her subscribed browsers
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
import pLimit from 'p-limit'
import {
  claimDeliveries,
  endDelivery,
  prepareDeliveries,
  releaseDelivery,
  type ClaimedDelivery,
  type DeliveryEnd,
  type DeliveryKey,
} from '#services/notices/delivery_claims'
import { noticePath, TOPIC_OF_KIND, URGENCY_OF_TOPIC, votesOfKind } from '#services/notices/notice_kinds'
import { noticePreferencesOfMembers } from '#services/notices/notice_preferences'
import {
  mailGreeting,
  noticeWords,
  receiptNote,
  unsubscribeNote,
  type NoticeFacts,
  type NoticeWords,
  type PollOutcome,
} from '#services/notices/notice_texts'
import { unsubscribeLink } from '#services/notices/unsubscribe_links'
import { pollOutcome, type PollCountsRow } from '#services/posts/poll_outcome'
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

/**
 * Deliveries under way in this process at once, over all its jobs: a fan-out must leave the web
 * requests room. With 4, a poll's end reaches 10,000 devices in ~38 s and the feed's p99 less
 * than doubles meanwhile (`npm run bench:push`, quiet machine); 16 took 24 s at ×4.8.
 */
const DELIVERY_CONCURRENCY = 4
const deliverySlots = pLimit(DELIVERY_CONCURRENCY)

/**
 * Delivers a batch of notices (a poll's end reaches thousands): their members, switches, devices
 * and facts are read once for the batch, its deliveries claimed at once, then each sent on its own.
 */
export default class DeliverNotices {
  static async handle({ noticeIds }: { noticeIds: number[] }): Promise<void> {
    const notices = (await MemberNotice.query().whereIn('id', noticeIds)).filter((notice) => TOPIC_OF_KIND[notice.kind])
    if (notices.length === 0) return
    const userIds = [...new Set(notices.map((notice) => notice.userId))]
    const members = new Map(
      (await User.query().whereIn('id', userIds).whereNull('deleted_at')).map((member) => [member.id, member]),
    )
    const preferences = await noticePreferencesOfMembers(userIds)
    const devices = new Map<number, PushSubscription[]>()
    for (const device of await PushSubscription.query().whereIn('userId', userIds)) {
      devices.set(device.userId, [...(devices.get(device.userId) ?? []), device])
    }
    const facts = new NoticeFactsReader()

    const deliveries: { key: DeliveryKey; send: () => Promise<DeliveryEnd> }[] = []
    for (const notice of notices) {
      const topic = TOPIC_OF_KIND[notice.kind]!
      const member = members.get(notice.userId)
      const switches = preferences.get(notice.userId)
      if (!member || !switches || (!switches.push[topic] && !switches.email[topic])) continue
      const language = pickLanguage(member.language)
      const words = noticeWords(language, notice.kind, await facts.of(notice))
      const path = noticePath(notice.kind, notice.postId)
      if (switches.push[topic]) {
        for (const device of devices.get(member.id) ?? []) {
          deliveries.push({
            key: { noticeId: notice.id, channel: 'push', targetId: device.id },
            send: () => pushNotice(device, notice, topic, words, path, language),
          })
        }
      }
      if (switches.email[topic]) {
        deliveries.push({
          key: { noticeId: notice.id, channel: 'email', targetId: 0 },
          send: () => mailNotice(member, topic, words, path, language),
        })
      }
    }
    const sends = new Map(deliveries.map((delivery) => [delivery.key, delivery.send]))
    await prepareDeliveries([...sends.keys()])
    const claimed = await claimDeliveries([...sends.keys()])
    const results = await Promise.allSettled(
      claimed.map((delivery) => deliverySlots(() => sendClaimed(delivery, sends.get(delivery.key)!))),
    )
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
    if (failures.length > 0) {
      throw new AggregateError(failures, `${failures.length} deliveries of ${notices.length} notices failed`)
    }
  }
}

/** Sends a delivery this caller claimed and records its end; a failure gives it back for the next try. */
async function sendClaimed(delivery: ClaimedDelivery, send: () => Promise<DeliveryEnd>): Promise<void> {
  let end: DeliveryEnd
  try {
    end = await send()
  } catch (error) {
    await releaseDelivery(delivery)
    throw error
  }
  await endDelivery(delivery, end)
}

/** The facts of each notice; a poll's outcome is read once for all the notices about it. */
class NoticeFactsReader {
  #outcomes = new Map<number, Promise<PollOutcome | undefined>>()

  of(notice: MemberNotice): Promise<NoticeFacts> {
    return noticeFactsOf(notice, (postId) => this.#outcomeOf(postId))
  }

  #outcomeOf(postId: number): Promise<PollOutcome | undefined> {
    let outcome = this.#outcomes.get(postId)
    if (!outcome) {
      outcome = db
        .from('posts')
        .where('id', postId)
        .first()
        .then((row: PollCountsRow | null) => (row ? pollOutcome(row) : undefined))
      this.#outcomes.set(postId, outcome)
    }
    return outcome
  }
}

async function noticeFactsOf(
  notice: MemberNotice,
  outcomeOf: (postId: number) => Promise<PollOutcome | undefined>,
): Promise<NoticeFacts> {
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
    facts.outcome = await outcomeOf(notice.postId)
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
