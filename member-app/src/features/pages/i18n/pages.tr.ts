// The content pages' messages in one chunk per language: the page frame, the FAQ, the terms and
// the privacy policy.
// The FAQ exists in English and German only (admin-spec "Language and translation setup"):
// Turkish readers get the English answers under a Turkish note (docs/adr/0054-content-pages.md).
import faq from '../faq/i18n/en.json'
import frame from './tr.json'
import privacy from '../privacy/i18n/tr.json'
import terms from '../terms/i18n/tr.json'

export default { ...frame, ...faq, ...terms, ...privacy }
