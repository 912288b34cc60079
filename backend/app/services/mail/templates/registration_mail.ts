import type { Language } from '#services/i18n/languages'
import { renderLinkMail, type LinkMailWords } from '#services/mail/templates/link_mail'

const WORDS: Record<Language, LinkMailWords> = {
  de: {
    subject: 'Bestätige deine E-Mail-Adresse für Dilemma',
    greeting: 'Hallo,',
    lines: ['schön, dass du dabei bist! Über den Link unten legst du dein Profil an.'],
    button: 'Registrierung abschließen',
    note: 'Der Link gilt 24 Stunden und nur einmal. Wenn du dich nicht registrieren wolltest, ignoriere diese E-Mail.',
  },
  en: {
    subject: 'Confirm your e-mail address for Dilemma',
    greeting: 'Hello,',
    lines: ['Great to have you! Use the link below to create your profile.'],
    button: 'Complete registration',
    note: 'The link is valid for 24 hours and can be used once. If you did not want to register, ignore this e-mail.',
  },
  tr: {
    subject: 'Dilemma için e-posta adresini onayla',
    greeting: 'Merhaba,',
    lines: ['Aramıza hoş geldin! Profilini oluşturmak için aşağıdaki bağlantıyı kullan.'],
    button: 'Kaydı tamamla',
    note: 'Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir. Kayıt olmak istemediysen bu e-postayı dikkate alma.',
  },
}

export function registrationMail(language: Language, link: string) {
  return renderLinkMail(WORDS[language], link)
}
