import accountDe from '../features/account/i18n/de.json'
import accountEn from '../features/account/i18n/en.json'
import accountTr from '../features/account/i18n/tr.json'
import authDe from '../features/auth/i18n/de.json'
import authEn from '../features/auth/i18n/en.json'
import authTr from '../features/auth/i18n/tr.json'
import componentsDe from '../components/i18n/de.json'
import componentsEn from '../components/i18n/en.json'
import componentsTr from '../components/i18n/tr.json'
import de from './de.json'
import en from './en.json'
import tr from './tr.json'

export const memberMessages = {
  de: { ...de, ...componentsDe, ...authDe, ...accountDe },
  en: { ...en, ...componentsEn, ...authEn, ...accountEn },
  tr: { ...tr, ...componentsTr, ...authTr, ...accountTr },
}
