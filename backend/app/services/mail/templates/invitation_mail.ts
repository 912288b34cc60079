import type { Language } from '#services/i18n/languages'
import { renderLinkMail, type LinkMailWords } from '#services/mail/templates/link_mail'

const WORDS: Record<Language, (expiresOn: string) => LinkMailWords> = {
  de: (expiresOn) => ({
    subject: 'Deine Einladung zu Dilemma',
    greeting: 'Hallo,',
    lines: [
      'du bist zu Dilemma eingeladen – schnelle Entscheidungen, ehrliche Meinungen, nur für Frauen.',
      'Registriere dich mit dieser E-Mail-Adresse.',
    ],
    button: 'Jetzt registrieren',
    note: `Die Einladung gilt bis zum ${expiresOn}.`,
  }),
  en: (expiresOn) => ({
    subject: 'Your invitation to Dilemma',
    greeting: 'Hello,',
    lines: [
      'You are invited to Dilemma – fast decisions, honest opinions, only for women.',
      'Register with this e-mail address.',
    ],
    button: 'Register now',
    note: `The invitation is valid until ${expiresOn}.`,
  }),
  tr: (expiresOn) => ({
    subject: "Dilemma'ya davetin",
    greeting: 'Merhaba,',
    lines: [
      "Dilemma'ya davetlisin – hızlı kararlar, dürüst fikirler, sadece kadınlar için.",
      'Bu e-posta adresiyle kayıt ol.',
    ],
    button: 'Şimdi kayıt ol',
    note: `Davet ${expiresOn} tarihine kadar geçerlidir.`,
  }),
}

export function invitationMail(language: Language, link: string, expiresOn: string) {
  return renderLinkMail(WORDS[language](expiresOn), link)
}
