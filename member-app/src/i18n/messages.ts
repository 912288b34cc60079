import accountDe from '../features/account/i18n/de.json'
import accountEn from '../features/account/i18n/en.json'
import accountTr from '../features/account/i18n/tr.json'
import authDe from '../features/auth/i18n/de.json'
import authEn from '../features/auth/i18n/en.json'
import authTr from '../features/auth/i18n/tr.json'
import componentsDe from '../components/i18n/de.json'
import componentsEn from '../components/i18n/en.json'
import componentsTr from '../components/i18n/tr.json'
import feedDe from '../features/feed/i18n/de.json'
import feedEn from '../features/feed/i18n/en.json'
import feedTr from '../features/feed/i18n/tr.json'
import postsDe from '../features/posts/i18n/de.json'
import postsEn from '../features/posts/i18n/en.json'
import postsTr from '../features/posts/i18n/tr.json'
import de from './de.json'
import en from './en.json'
import tr from './tr.json'

export const memberMessages = {
  de: { ...de, ...componentsDe, ...authDe, ...accountDe, ...feedDe, ...postsDe },
  en: { ...en, ...componentsEn, ...authEn, ...accountEn, ...feedEn, ...postsEn },
  tr: { ...tr, ...componentsTr, ...authTr, ...accountTr, ...feedTr, ...postsTr },
}
