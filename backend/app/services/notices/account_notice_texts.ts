/*
 * What the push notification and the e-mail of a notice about her account say (a badge, her
 * plan, a moderator's decision and her appeal's answer), in her language (de, en, tr). Dates are
 * her language's long dates in UTC, amounts her language's currency format.
 */
import { DateTime } from 'luxon'
import type { AppealStatus, ModerationDecisionKind, ModerationReason, NoticeDetails } from '@dilemma/contract'
import type { Language } from '#services/i18n/languages'

/** A moderator's decision as its notice tells it: what, why, when, and her appeal. */
export interface DecisionFacts {
  kind: ModerationDecisionKind
  reason: ModerationReason
  note: string | null
  decidedAt: DateTime
  endsAt: DateTime | null
  appealUntil: DateTime
  appeal: { status: AppealStatus; answer: string | null } | null
}

export interface AccountWords {
  title: string
  body: string
}

/** What the words are made of, already in her language's format. */
interface Facts {
  plan: string
  amount: string
  start: string
  end: string
  badge: string
}

type DecisionPhrases = {
  what: Record<ModerationDecisionKind, (title: string, until: string | null) => string>
  reasons: Record<ModerationReason, string>
  statement: (what: string, reason: string, note: string | null, decided: string, appealUntil: string) => string
  appealAnswer: Record<Exclude<AppealStatus, 'pending'>, { title: string; body: (answer: string) => string }>
}

type Phrases = {
  badgeTypes: Record<string, string>
  badge: (facts: Facts) => AccountWords
  renews: (facts: Facts) => AccountWords
  paid: (facts: Facts) => AccountWords
  failed: (facts: Facts) => AccountWords
  ending: (facts: Facts, trial: boolean) => AccountWords
  decisionTitle: Record<ModerationDecisionKind, string>
  decision: DecisionPhrases
}

const PHRASES: Record<Language, Phrases> = {
  de: {
    badgeTypes: {
      LOGIN_STREAK: 'Anmelde-Serie',
      POST_COUNT: 'Gestellte Fragen',
      LIKES_RECEIVED: 'Erhaltene Likes',
      VOTES_GIVEN: 'Abgegebene Stimmen',
      LIKES_GIVEN: 'Vergebene Herzen',
      POST_SAVE: 'Gespeicherte Fragen',
    },
    badge: ({ badge }) => ({
      title: 'Du hast ein Abzeichen verdient',
      body: `${badge}. Alle deine Abzeichen findest du in deinem Profil.`,
    }),
    renews: ({ plan, amount, end }) => ({
      title: `Dein Plan ${plan} verlängert sich bald`,
      body: `Am ${end} bucht PayPal ${amount} für einen weiteren Monat Dilemma ${plan} ab. Kündigen kannst du in deinem Profil.`,
    }),
    paid: ({ plan, amount, start, end }) => ({
      title: `Zahlung erhalten: Dilemma ${plan}`,
      body: `Danke! Wir haben ${amount} für Dilemma ${plan} erhalten, für die Zeit vom ${start} bis ${end}.`,
    }),
    failed: ({ plan, end }) => ({
      title: `Deine Zahlung für Dilemma ${plan} ist fehlgeschlagen`,
      body: `PayPal konnte die monatliche Zahlung nicht einziehen. Dein Plan bleibt bis ${end} aktiv: Bitte aktualisiere deine Zahlungsmethode bei PayPal.`,
    }),
    ending: ({ plan, end }, trial) =>
      trial
        ? {
            title: 'Deine Pro-Testphase endet bald',
            body: `Sie endet am ${end}. Danach gilt der kostenlose Basic-Plan.`,
          }
        : {
            title: `Dein Plan ${plan} endet bald`,
            body: `Dein gekündigter Plan ${plan} endet am ${end}. Danach gilt der kostenlose Basic-Plan.`,
          },
    decisionTitle: {
      post_removed: 'Deine Umfrage wurde entfernt',
      post_passive: 'Deine Umfrage wurde geschlossen',
      report_upheld: 'Deine Umfrage wurde entfernt',
      held_rejected: 'Deine Umfrage wurde nicht veröffentlicht',
      suspension: 'Dein Konto ist gesperrt',
      role_lowered: 'Deine Mitgliedschaft wurde geändert',
    },
    decision: {
      what: {
        post_removed: (title) => `Unser Team hat deine Umfrage „${title}“ entfernt.`,
        post_passive: (title) => `Unser Team hat deine Umfrage „${title}“ geschlossen.`,
        report_upheld: (title) => `Nach einer Meldung hat unser Team deine Umfrage „${title}“ entfernt.`,
        held_rejected: (title) => `Unser Team hat deine Umfrage „${title}“ nicht veröffentlicht.`,
        suspension: (_title, until) =>
          until ? `Dein Konto ist bis ${until} gesperrt.` : 'Dein Konto ist gesperrt, bis es aufgehoben wird.',
        role_lowered: () => 'Unser Team hat deine Mitgliedschaft auf einen niedrigeren Tarif gesetzt.',
      },
      reasons: {
        spam: 'Spam',
        harassment: 'Belästigung',
        hate: 'Hass',
        sexual_content: 'sexuelle Inhalte',
        personal_data: 'persönliche Daten',
        off_topic: 'themenfremd',
        other: 'Sonstiges',
      },
      statement: (what, reason, note, decided, appealUntil) =>
        `${what} Grund: ${reason}${note ? ` („${note}“)` : ''}. Entschieden am ${decided}. Du kannst innerhalb von 14 Tagen widersprechen, bis ${appealUntil}.`,
      appealAnswer: {
        accepted: {
          title: 'Deinem Widerspruch wurde stattgegeben',
          body: (answer) => `Wir haben unsere Entscheidung rückgängig gemacht. ${answer}`,
        },
        rejected: {
          title: 'Dein Widerspruch wurde abgelehnt',
          body: (answer) => `Unsere Entscheidung bleibt. ${answer}`,
        },
      },
    },
  },
  en: {
    badgeTypes: {
      LOGIN_STREAK: 'Login streak',
      POST_COUNT: 'Questions asked',
      LIKES_RECEIVED: 'Likes received',
      VOTES_GIVEN: 'Votes given',
      LIKES_GIVEN: 'Likes given',
      POST_SAVE: 'Saved questions',
    },
    badge: ({ badge }) => ({ title: 'You earned a badge', body: `${badge}. All your badges are in your profile.` }),
    renews: ({ plan, amount, end }) => ({
      title: `Your ${plan} plan renews soon`,
      body: `On ${end} PayPal charges ${amount} for another month of Dilemma ${plan}. You can cancel in your profile.`,
    }),
    paid: ({ plan, amount, start, end }) => ({
      title: `Payment received: Dilemma ${plan}`,
      body: `Thank you! We received ${amount} for Dilemma ${plan}, for ${start} to ${end}.`,
    }),
    failed: ({ plan, end }) => ({
      title: `Your payment for Dilemma ${plan} failed`,
      body: `PayPal could not collect the monthly payment. Your plan stays active until ${end}: please update your payment method at PayPal.`,
    }),
    ending: ({ plan, end }, trial) =>
      trial
        ? { title: 'Your Pro trial ends soon', body: `It ends on ${end}. After that, the free Basic plan applies.` }
        : {
            title: `Your ${plan} plan ends soon`,
            body: `Your cancelled ${plan} plan ends on ${end}. After that, the free Basic plan applies.`,
          },
    decisionTitle: {
      post_removed: 'Your poll was removed',
      post_passive: 'Your poll was closed',
      report_upheld: 'Your poll was removed',
      held_rejected: 'Your poll was not published',
      suspension: 'Your account is suspended',
      role_lowered: 'Your membership was changed',
    },
    decision: {
      what: {
        post_removed: (title) => `Our team removed your poll “${title}”.`,
        post_passive: (title) => `Our team closed your poll “${title}”.`,
        report_upheld: (title) => `After a report, our team removed your poll “${title}”.`,
        held_rejected: (title) => `Our team did not publish your poll “${title}”.`,
        suspension: (_title, until) =>
          until ? `Your account is suspended until ${until}.` : 'Your account is suspended until a moderator lifts it.',
        role_lowered: () => 'Our team changed your membership to a lower plan.',
      },
      reasons: {
        spam: 'spam',
        harassment: 'harassment',
        hate: 'hate',
        sexual_content: 'sexual content',
        personal_data: 'personal data',
        off_topic: 'off-topic',
        other: 'other',
      },
      statement: (what, reason, note, decided, appealUntil) =>
        `${what} Reason: ${reason}${note ? ` (“${note}”)` : ''}. Decided on ${decided}. You can appeal within 14 days, until ${appealUntil}.`,
      appealAnswer: {
        accepted: {
          title: 'Your appeal was accepted',
          body: (answer) => `We reversed our decision. ${answer}`,
        },
        rejected: { title: 'Your appeal was rejected', body: (answer) => `Our decision stands. ${answer}` },
      },
    },
  },
  tr: {
    badgeTypes: {
      LOGIN_STREAK: 'Giriş serisi',
      POST_COUNT: 'Sorulan sorular',
      LIKES_RECEIVED: 'Alınan beğeniler',
      VOTES_GIVEN: 'Verilen oylar',
      LIKES_GIVEN: 'Verilen beğeniler',
      POST_SAVE: 'Kaydedilen sorular',
    },
    badge: ({ badge }) => ({ title: 'Bir rozet kazandın', body: `${badge}. Tüm rozetlerin profilinde.` }),
    renews: ({ plan, amount, end }) => ({
      title: `${plan} planın yakında yenileniyor`,
      body: `PayPal ${end} tarihinde bir ay daha Dilemma ${plan} için ${amount} tahsil edecek. Profilinden iptal edebilirsin.`,
    }),
    paid: ({ plan, amount, start, end }) => ({
      title: `Ödeme alındı: Dilemma ${plan}`,
      body: `Teşekkürler! ${start} – ${end} dönemi için Dilemma ${plan} karşılığında ${amount} aldık.`,
    }),
    failed: ({ plan, end }) => ({
      title: `Dilemma ${plan} ödemen başarısız oldu`,
      body: `PayPal aylık ödemeyi tahsil edemedi. Planın ${end} tarihine kadar etkin kalır: lütfen PayPal'daki ödeme yöntemini güncelle.`,
    }),
    ending: ({ plan, end }, trial) =>
      trial
        ? {
            title: 'Pro deneme süren yakında bitiyor',
            body: `${end} tarihinde bitiyor. Sonrasında ücretsiz Basic plan geçerli olur.`,
          }
        : {
            title: `${plan} planın yakında bitiyor`,
            body: `İptal ettiğin ${plan} planın ${end} tarihinde bitiyor. Sonrasında ücretsiz Basic plan geçerli olur.`,
          },
    decisionTitle: {
      post_removed: 'Anketin kaldırıldı',
      post_passive: 'Anketin kapatıldı',
      report_upheld: 'Anketin kaldırıldı',
      held_rejected: 'Anketin yayımlanmadı',
      suspension: 'Hesabın askıya alındı',
      role_lowered: 'Üyeliğin değiştirildi',
    },
    decision: {
      what: {
        post_removed: (title) => `Ekibimiz “${title}” anketini kaldırdı.`,
        post_passive: (title) => `Ekibimiz “${title}” anketini kapattı.`,
        report_upheld: (title) => `Bir şikâyetin ardından ekibimiz “${title}” anketini kaldırdı.`,
        held_rejected: (title) => `Ekibimiz “${title}” anketini yayımlamadı.`,
        suspension: (_title, until) =>
          until
            ? `Hesabın ${until} tarihine kadar askıya alındı.`
            : 'Hesabın bir moderatör kaldırana kadar askıya alındı.',
        role_lowered: () => 'Ekibimiz üyeliğini daha düşük bir plana aldı.',
      },
      reasons: {
        spam: 'spam',
        harassment: 'taciz',
        hate: 'nefret',
        sexual_content: 'cinsel içerik',
        personal_data: 'kişisel veri',
        off_topic: 'konu dışı',
        other: 'diğer',
      },
      statement: (what, reason, note, decided, appealUntil) =>
        `${what} Gerekçe: ${reason}${note ? ` (“${note}”)` : ''}. ${decided} tarihinde karar verildi. 14 gün içinde, ${appealUntil} tarihine kadar itiraz edebilirsin.`,
      appealAnswer: {
        accepted: { title: 'İtirazın kabul edildi', body: (answer) => `Kararımızı geri aldık. ${answer}` },
        rejected: { title: 'İtirazın reddedildi', body: (answer) => `Kararımız geçerliliğini koruyor. ${answer}` },
      },
    },
  },
}

function longDate(language: Language, iso: string | undefined | DateTime): string {
  if (!iso) return ''
  const date = typeof iso === 'string' ? DateTime.fromISO(iso, { zone: 'utc' }) : iso.toUTC()
  return date.setLocale(language).toLocaleString(DateTime.DATE_FULL)
}

function money(language: Language, amount: string | undefined, currency: string | undefined): string {
  if (!amount || !currency) return ''
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Number(amount))
}

function factsOf(language: Language, details: NoticeDetails): Facts {
  const [type, threshold] = (details.badge ?? '').split(/_(?=\d+$)/)
  const typeName = PHRASES[language].badgeTypes[type] ?? type
  return {
    plan: details.plan ?? '',
    amount: money(language, details.amount, details.currency),
    start: longDate(language, details.period_start),
    end: longDate(language, details.period_end),
    badge: threshold ? `${typeName}: ${threshold}` : typeName,
  }
}

/** The words of a badge or plan notice, from the facts it was written with. */
export function detailsWords(
  language: Language,
  kind: 'badge_earned' | 'plan_renews_soon' | 'renewal_paid' | 'payment_failed' | 'plan_ending',
  details: NoticeDetails,
): AccountWords {
  const phrases = PHRASES[language]
  const facts = factsOf(language, details)
  switch (kind) {
    case 'badge_earned':
      return phrases.badge(facts)
    case 'plan_renews_soon':
      return phrases.renews(facts)
    case 'renewal_paid':
      return phrases.paid(facts)
    case 'payment_failed':
      return phrases.failed(facts)
    case 'plan_ending':
      return phrases.ending(facts, details.trial === true)
  }
}

/** A decision's statement of reasons (what, why, when, the 14 days to appeal), or her appeal's answer. */
export function decisionWords(
  language: Language,
  kind: 'moderation_decision' | 'appeal_decided',
  postTitle: string,
  decision: DecisionFacts,
): AccountWords {
  const phrases = PHRASES[language]
  const answered = kind === 'appeal_decided' && decision.appeal?.status !== 'pending' ? decision.appeal : null
  if (answered) {
    const answer = phrases.decision.appealAnswer[answered.status as Exclude<AppealStatus, 'pending'>]
    return { title: answer.title, body: answer.body(answered.answer ?? '').trim() }
  }
  const what = phrases.decision.what[decision.kind](
    postTitle,
    decision.endsAt ? longDate(language, decision.endsAt) : null,
  )
  return {
    title: phrases.decisionTitle[decision.kind],
    body: phrases.decision.statement(
      what,
      phrases.decision.reasons[decision.reason],
      decision.note,
      longDate(language, decision.decidedAt),
      longDate(language, decision.appealUntil),
    ),
  }
}
