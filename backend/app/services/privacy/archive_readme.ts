/*
 * README.txt of a member's data archive, in her language: what each file holds.
 */
import type { Language } from '#services/i18n/languages'

interface ReadmeWords {
  title: string
  intro: string
  files: Record<string, string>
  others: string
  closing: string
}

const WORDS: Record<Language, ReadmeWords> = {
  de: {
    title: 'Deine Daten bei Dilemma',
    intro: 'Dieses Archiv enthält alles, was Dilemma über dein Konto gespeichert hat (Stand: {date}).',
    files: {
      'profile.json':
        'Profil: Benutzername, E-Mail, Bio, Rolle, Probe- und Tarifzeitraum, Registrierung, letzte Anmeldung, Anmeldeserien, Sprache.',
      'polls.json': 'Deine Umfragen mit Optionen, Stimmenzahlen, Status, Tags und Daten.',
      'polls.csv': 'Deine Umfragen als Tabelle (für Tabellenkalkulationen).',
      'images/': 'Die Bilder deiner Umfragen und dein Profilbild, wie gespeichert.',
      'votes.json': 'Die Umfragen, bei denen du abgestimmt hast: Umfrage, deine Option, Zeitpunkt.',
      'likes.json': 'Umfragen, die dir gefallen.',
      'saved.json': 'Umfragen, die du gespeichert hast.',
      'reports.json': 'Deine Meldungen und ihr Ergebnis.',
      'badges.json': 'Deine Abzeichen.',
      'stats.json': 'Deine Zähler (Umfragen, Stimmen, Likes, Gespeicherte).',
      'notices.json': 'Deine Hinweise in der App.',
      'decisions.json':
        'Entscheidungen der Moderation über deine Umfragen oder dein Konto, ihre Begründung und dein Widerspruch.',
      'payments.json':
        'Bestellungen, Zahlungen und Abonnements (Beträge, Währung, Tarif, Zeiträume, PayPal-Kennungen).',
      'sessions.json': 'Deine Anmeldungen: wann, Gerät (Browserkennung) und IP-Adresse, wie gespeichert.',
    },
    others: 'Andere Mitglieder erscheinen nur als Zahlen: keine fremden Namen, E-Mails oder Stimmen.',
    closing: 'Die Dateien sind JSON (UTF-8), Zeitangaben in UTC (ISO 8601).',
  },
  en: {
    title: 'Your data at Dilemma',
    intro: 'This archive holds everything Dilemma has stored about your account (as of {date}).',
    files: {
      'profile.json':
        'Profile: username, e-mail, bio, role, trial and plan dates, sign-up, last login, login streaks, language.',
      'polls.json': 'Your polls with their options, vote counts, status, tags and dates.',
      'polls.csv': 'Your polls as a table (for spreadsheets).',
      'images/': 'The images of your polls and your profile picture, as stored.',
      'votes.json': 'The polls you voted on: the poll, your option, when.',
      'likes.json': 'Polls you liked.',
      'saved.json': 'Polls you saved.',
      'reports.json': 'What you reported and the outcome.',
      'badges.json': 'Your badges.',
      'stats.json': 'Your counters (polls, votes, likes, saves).',
      'notices.json': 'Your in-app notices.',
      'decisions.json': 'Moderators’ decisions about your polls or account, their reasons and your appeals.',
      'payments.json': 'Orders, captures and subscriptions (amounts, currency, plan, periods, PayPal ids).',
      'sessions.json': 'Your sign-ins: when, the device (browser identification) and the IP address, as stored.',
    },
    others: 'Other members appear only as counts: no one else’s name, e-mail or vote.',
    closing: 'The files are JSON (UTF-8); times are UTC (ISO 8601).',
  },
  tr: {
    title: 'Dilemma’daki verilerin',
    intro: 'Bu arşiv, Dilemma’nın hesabın hakkında sakladığı her şeyi içerir ({date} itibarıyla).',
    files: {
      'profile.json':
        'Profil: kullanıcı adı, e-posta, biyografi, rol, deneme ve plan tarihleri, kayıt, son giriş, giriş serileri, dil.',
      'polls.json': 'Anketlerin: seçenekler, oy sayıları, durum, etiketler ve tarihler.',
      'polls.csv': 'Anketlerin tablo olarak (hesap tabloları için).',
      'images/': 'Anketlerinin görselleri ve profil resmin, saklandığı gibi.',
      'votes.json': 'Oy verdiğin anketler: anket, seçeneğin, zaman.',
      'likes.json': 'Beğendiğin anketler.',
      'saved.json': 'Kaydettiğin anketler.',
      'reports.json': 'Bildirdiklerin ve sonuçları.',
      'badges.json': 'Rozetlerin.',
      'stats.json': 'Sayaçların (anketler, oylar, beğeniler, kayıtlar).',
      'notices.json': 'Uygulama içi bildirimlerin.',
      'decisions.json': 'Anketlerin veya hesabın hakkındaki moderasyon kararları, gerekçeleri ve itirazların.',
      'payments.json':
        'Siparişler, tahsilatlar ve abonelikler (tutarlar, para birimi, plan, dönemler, PayPal kimlikleri).',
      'sessions.json': 'Girişlerin: ne zaman, cihaz (tarayıcı kimliği) ve IP adresi, saklandığı gibi.',
    },
    others: 'Diğer üyeler yalnızca sayı olarak görünür: başkasının adı, e-postası veya oyu yoktur.',
    closing: 'Dosyalar JSON’dur (UTF-8); zamanlar UTC’dir (ISO 8601).',
  },
}

/** The archive's README.txt in `language`, dated `madeAt` (an ISO date). */
export function archiveReadme(language: Language, madeAt: string): string {
  const words = WORDS[language]
  const files = Object.entries(words.files).map(([name, text]) => `- ${name}: ${text}`)
  return [
    words.title,
    '',
    words.intro.replace('{date}', madeAt),
    '',
    ...files,
    '',
    words.others,
    words.closing,
    '',
  ].join('\r\n')
}
