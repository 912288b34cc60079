// The content pages' messages in one chunk per language: the page frame, the FAQ, the terms and
// the privacy policy.
import faq from '../faq/i18n/de.json'
import frame from './de.json'
import privacy from '../privacy/i18n/de.json'
import terms from '../terms/i18n/de.json'

export default { ...frame, ...faq, ...terms, ...privacy }
