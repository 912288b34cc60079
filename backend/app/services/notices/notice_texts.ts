/*
 * What a push notification and a notice e-mail say, in the member's language (de, en, tr): the
 * same words for both, from the notice's kind and facts. The in-app list has its own texts in the
 * apps' catalogues.
 */
import type { NoticeDetails } from '@dilemma/contract'
import type { MemberNoticeKind } from '#models/member_notice'
import type { Language } from '#services/i18n/languages'
import { decisionWords, detailsWords, type DecisionFacts } from '#services/notices/account_notice_texts'

/** The poll's outcome once it is closed: the option with most votes, a tie, or no votes at all. */
export type PollOutcome =
  { kind: 'winner'; option: string; votes: number } | { kind: 'tie'; votes: number } | { kind: 'no_votes' }

export interface NoticeFacts {
  postTitle: string
  outcome?: PollOutcome
  /** A vote notice's count. */
  votes?: number
  /** A badge or plan notice's facts. */
  details?: NoticeDetails
  /** The decision a moderation or appeal notice tells of. */
  decision?: DecisionFacts
}

export interface NoticeWords {
  title: string
  body: string
  /** The e-mail's button. */
  action: string
}

type Phrases = {
  titles: Partial<Record<MemberNoticeKind, string>>
  outcome: (title: string, outcome: PollOutcome) => string
  removed: (title: string) => string
  votesTitle: (votes: number) => string
  votesBody: (title: string, votes: number) => string
  seeResults: string
  seeProfile: string
  greeting: string
  /** Under an e-mail: why she gets it and how to stop it. */
  unsubscribe: (link: string) => string
  /** Under a receipt, which she cannot unsubscribe from. */
  receiptNote: string
  /** The page of the e-mail's unsubscribe link. */
  unsubscribePage: UnsubscribePageWords
}

export interface UnsubscribePageWords {
  title: string
  question: string
  confirm: string
  done: string
  invalid: string
}

const PHRASES: Record<Language, Phrases> = {
  de: {
    titles: {
      poll_ended: 'Deine Umfrage ist beendet',
      voted_poll_ended: 'Eine Umfrage, bei der du abgestimmt hast, ist beendet',
      post_removed_after_report: 'Ein Moderator hat deine Umfrage entfernt',
    },
    outcome: (title, outcome) =>
      outcome.kind === 'winner'
        ? `„${title}“: „${outcome.option}“ hat mit ${outcome.votes} ${outcome.votes === 1 ? 'Stimme' : 'Stimmen'} gewonnen.`
        : outcome.kind === 'tie'
          ? `„${title}“: Gleichstand mit je ${outcome.votes} ${outcome.votes === 1 ? 'Stimme' : 'Stimmen'}.`
          : `„${title}“ endete ohne Stimmen.`,
    removed: (title) => `„${title}“ wurde nach einer Meldung entfernt.`,
    votesTitle: (votes) => (votes === 1 ? 'Die erste Stimme ist da' : `${votes} Stimmen für deine Umfrage`),
    votesBody: (title, votes) =>
      votes === 1 ? `Jemand hat bei „${title}“ abgestimmt.` : `„${title}“ hat jetzt ${votes} Stimmen.`,
    seeResults: 'Ergebnis ansehen',
    seeProfile: 'Zu deinem Profil',
    greeting: 'Hallo,',
    unsubscribe: (link) =>
      `Du bekommst diese E-Mail, weil du sie in deinem Profil eingeschaltet hast. Abbestellen mit einem Klick: ${link}`,
    receiptNote: 'Bewahre diese E-Mail als Beleg auf. Belege schicken wir dir zu jeder Zahlung.',
    unsubscribePage: {
      title: 'E-Mails abbestellen',
      question: 'Keine E-Mails dieser Art mehr von Dilemma? Deine anderen Einstellungen bleiben, wie sie sind.',
      confirm: 'Abbestellen',
      done: 'Erledigt: Du bekommst keine E-Mails dieser Art mehr. In deinem Profil kannst du sie wieder einschalten.',
      invalid: 'Dieser Link ist ungültig. Öffne dein Profil, um deine Benachrichtigungen einzustellen.',
    },
  },
  en: {
    titles: {
      poll_ended: 'Your poll has ended',
      voted_poll_ended: 'A poll you voted on has ended',
      post_removed_after_report: 'A moderator removed your poll',
    },
    outcome: (title, outcome) =>
      outcome.kind === 'winner'
        ? `“${title}”: “${outcome.option}” won with ${outcome.votes} ${outcome.votes === 1 ? 'vote' : 'votes'}.`
        : outcome.kind === 'tie'
          ? `“${title}”: a tie at ${outcome.votes} ${outcome.votes === 1 ? 'vote' : 'votes'} each.`
          : `“${title}” ended without votes.`,
    removed: (title) => `“${title}” was removed after a report.`,
    votesTitle: (votes) => (votes === 1 ? 'Your first vote is in' : `${votes} votes on your poll`),
    votesBody: (title, votes) => (votes === 1 ? `Someone voted on “${title}”.` : `“${title}” now has ${votes} votes.`),
    seeResults: 'See the results',
    seeProfile: 'Go to your profile',
    greeting: 'Hello,',
    unsubscribe: (link) =>
      `You get this e-mail because you switched it on in your profile. Unsubscribe in one click: ${link}`,
    receiptNote: 'Keep this e-mail as your receipt. We send one for every payment.',
    unsubscribePage: {
      title: 'Unsubscribe',
      question: 'No more e-mails of this kind from Dilemma? Your other settings stay as they are.',
      confirm: 'Unsubscribe',
      done: 'Done: you will get no more e-mails of this kind. You can switch them on again in your profile.',
      invalid: 'This link is not valid. Open your profile to choose your notifications.',
    },
  },
  tr: {
    titles: {
      poll_ended: 'Anketin sona erdi',
      voted_poll_ended: 'Oy verdiğin bir anket sona erdi',
      post_removed_after_report: 'Bir moderatör anketini kaldırdı',
    },
    outcome: (title, outcome) =>
      outcome.kind === 'winner'
        ? `“${title}”: “${outcome.option}” ${outcome.votes} oyla kazandı.`
        : outcome.kind === 'tie'
          ? `“${title}”: her biri ${outcome.votes} oyla berabere.`
          : `“${title}” oy almadan sona erdi.`,
    removed: (title) => `“${title}” bir şikâyetin ardından kaldırıldı.`,
    votesTitle: (votes) => (votes === 1 ? 'İlk oy geldi' : `Anketine ${votes} oy`),
    votesBody: (title, votes) =>
      votes === 1 ? `Biri “${title}” anketinde oy verdi.` : `“${title}” artık ${votes} oy aldı.`,
    seeResults: 'Sonuçları gör',
    seeProfile: 'Profiline git',
    greeting: 'Merhaba,',
    unsubscribe: (link) => `Bu e-postayı profilinde açtığın için alıyorsun. Tek tıkla aboneliği iptal et: ${link}`,
    receiptNote: 'Bu e-postayı makbuz olarak sakla. Her ödeme için bir makbuz gönderiyoruz.',
    unsubscribePage: {
      title: 'Abonelikten çık',
      question: 'Dilemma’dan bu türde başka e-posta istemiyor musun? Diğer ayarların olduğu gibi kalır.',
      confirm: 'Abonelikten çık',
      done: 'Tamam: bu türde başka e-posta almayacaksın. Profilinden yeniden açabilirsin.',
      invalid: 'Bu bağlantı geçersiz. Bildirimlerini seçmek için profilini aç.',
    },
  },
}

export function noticeWords(language: Language, kind: MemberNoticeKind, facts: NoticeFacts): NoticeWords {
  const phrases = PHRASES[language]
  if ((kind === 'moderation_decision' || kind === 'appeal_decided') && facts.decision) {
    return { ...decisionWords(language, kind, facts.postTitle, facts.decision), action: phrases.seeProfile }
  }
  if (
    kind === 'badge_earned' ||
    kind === 'plan_renews_soon' ||
    kind === 'renewal_paid' ||
    kind === 'payment_failed' ||
    kind === 'plan_ending'
  ) {
    return { ...detailsWords(language, kind, facts.details ?? {}), action: phrases.seeProfile }
  }
  const title = phrases.titles[kind] ?? phrases.titles.poll_ended!
  if (kind === 'post_removed_after_report') {
    return { title, body: phrases.removed(facts.postTitle), action: phrases.seeProfile }
  }
  if (facts.votes !== undefined) {
    return {
      title: phrases.votesTitle(facts.votes),
      body: phrases.votesBody(facts.postTitle, facts.votes),
      action: phrases.seeResults,
    }
  }
  return {
    title,
    body: phrases.outcome(facts.postTitle, facts.outcome ?? { kind: 'no_votes' }),
    action: phrases.seeResults,
  }
}

export function mailGreeting(language: Language): string {
  return PHRASES[language].greeting
}

export function unsubscribeNote(language: Language, link: string): string {
  return PHRASES[language].unsubscribe(link)
}

export function receiptNote(language: Language): string {
  return PHRASES[language].receiptNote
}

export function unsubscribePageWords(language: Language): UnsubscribePageWords {
  return PHRASES[language].unsubscribePage
}
