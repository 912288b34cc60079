import { LegalPage } from './components/LegalPage'
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from './lib/legalTexts'

/** /privacy — what Dilemma stores, why and for how long, in the current language. */
export function PrivacyPage() {
  return <LegalPage page="privacy" sections={PRIVACY_SECTIONS} updated={PRIVACY_UPDATED} />
}
