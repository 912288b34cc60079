import type { Language } from '#services/i18n/languages'
import { renderLinkMail, type LinkMailWords } from '#services/mail/templates/link_mail'

const WORDS: Record<Language, LinkMailWords> = {
  de: {
    subject: 'Dein Dilemma-Passwort zurücksetzen',
    greeting: 'Hallo,',
    lines: ['jemand (hoffentlich du) möchte das Passwort deines Dilemma-Kontos zurücksetzen.'],
    button: 'Neues Passwort festlegen',
    note: 'Der Link gilt eine Stunde und nur einmal. Wenn du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your Dilemma password',
    greeting: 'Hello,',
    lines: ['Someone (hopefully you) asked to reset the password of your Dilemma account.'],
    button: 'Choose a new password',
    note: 'The link is valid for one hour and can be used once. If this was not you, ignore this e-mail; your password stays unchanged.',
  },
  tr: {
    subject: 'Dilemma şifreni sıfırla',
    greeting: 'Merhaba,',
    lines: ['Birisi (umarız sensin) Dilemma hesabının şifresini sıfırlamak istedi.'],
    button: 'Yeni şifre belirle',
    note: 'Bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu sen değilsen bu e-postayı dikkate alma; şifren değişmez.',
  },
}

export function passwordResetMail(language: Language, link: string) {
  return renderLinkMail(WORDS[language], link)
}
