import type { Language } from '#services/i18n/languages'
import { renderLinkMail, type LinkMailWords } from '#services/mail/templates/link_mail'

const WORDS: Record<Language, (expires: string) => LinkMailWords> = {
  de: (expires) => ({
    subject: 'Deine Dilemma-Daten sind bereit',
    greeting: 'Hallo,',
    lines: ['das Archiv mit deinen Daten, um das du gebeten hast, ist fertig.'],
    button: 'Archiv herunterladen',
    note: `Der Link gilt einmal und bis ${expires} (UTC); danach wird das Archiv gelöscht. Du kannst es auch im Profil unter „Konto“ herunterladen.`,
  }),
  en: (expires) => ({
    subject: 'Your Dilemma data is ready',
    greeting: 'Hello,',
    lines: ['The archive of your data that you asked for is ready.'],
    button: 'Download the archive',
    note: `The link works once, until ${expires} (UTC); then the archive is deleted. You can also download it from your profile's account tab.`,
  }),
  tr: (expires) => ({
    subject: 'Dilemma verilerin hazır',
    greeting: 'Merhaba,',
    lines: ['İstediğin veri arşivi hazır.'],
    button: 'Arşivi indir',
    note: `Bağlantı bir kez ve ${expires} (UTC) tarihine kadar geçerlidir; sonra arşiv silinir. Arşivi profilindeki hesap sekmesinden de indirebilirsin.`,
  }),
}

/** The mail that a member's data archive is ready, with its single-use link. */
export function dataExportMail(language: Language, link: string, expiresAt: string) {
  return renderLinkMail(WORDS[language](expiresAt), link)
}
