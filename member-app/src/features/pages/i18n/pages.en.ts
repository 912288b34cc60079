// The content pages' messages in one chunk per language: the page frame, the FAQ, the terms and
// the privacy policy.
import faq from '../faq/i18n/en.json'
import frame from './en.json'
import privacy from '../privacy/i18n/en.json'
import terms from '../terms/i18n/en.json'

export default { ...frame, ...faq, ...terms, ...privacy }
